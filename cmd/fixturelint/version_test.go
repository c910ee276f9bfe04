package main

import (
	"runtime/debug"
	"strings"
	"testing"
)

func TestVersionOf(t *testing.T) {
	for _, tc := range []struct {
		name     string
		main     string
		settings map[string]string
		want     string
	}{
		{"release", "v0.3.1", nil, "v0.3.1"},
		{"pseudo-version of a checkout", "v0.0.0-20261201091343-4a931b3abcde+dirty", map[string]string{"vcs.revision": "4a931b3abcdef0123456789"}, "v0.0.0-20261201091343-4a931b3abcde+dirty"},
		{"revision only", "(devel)", map[string]string{"vcs.revision": "4a931b3abcdef0123456789", "vcs.modified": "false"}, "devel-4a931b3abcde"},
		{"modified revision", "(devel)", map[string]string{"vcs.revision": "4a931b3", "vcs.modified": "true"}, "devel-4a931b3+dirty"},
		{"no version control", "(devel)", nil, "devel"},
		{"empty", "", nil, "devel"},
	} {
		info := &debug.BuildInfo{Main: debug.Module{Path: "github.com/fixturelint/fixturelint", Version: tc.main}}
		for k, v := range tc.settings {
			info.Settings = append(info.Settings, debug.BuildSetting{Key: k, Value: v})
		}
		if got := versionOf(info); got != tc.want {
			t.Errorf("%s: versionOf = %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestIsVersionRequest(t *testing.T) {
	for args, want := range map[string]bool{
		"version":       true,
		"-V":            true,
		"--version":     true,
		"-V=full":       false, // go vet's protocol, answered by the driver
		"version ./...": false,
		"./version":     false,
		"-json":         false,
	} {
		if got := isVersionRequest(strings.Fields(args)); got != want {
			t.Errorf("isVersionRequest(%q) = %v, want %v", args, got, want)
		}
	}
}
