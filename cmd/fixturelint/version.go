package main

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
)

// isVersionRequest reports whether the command line asks for the version in words:
// `fixturelint version` or `fixturelint -V`. -V=full is left to the analysis driver, which
// answers go vet's protocol ("NAME version devel ... buildID=...") that go vet's result
// cache depends on.
func isVersionRequest(args []string) bool {
	if len(args) != 1 {
		return false
	}
	switch args[0] {
	case "version", "-V", "--V", "-V=true", "--V=true", "-version", "--version":
		return true
	}
	return false
}

// printVersion writes the one line that `fixturelint version` prints.
func printVersion(w io.Writer) {
	fmt.Fprintf(w, "fixturelint version %s %s %s/%s\n", version(), runtime.Version(), runtime.GOOS, runtime.GOARCH)
}

// version is the version of the module the command was built from (see versionOf).
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel"
	}
	return versionOf(info)
}

// versionOf returns the module version recorded in info: the tag for `go install
// ...@v0.x.y`, the pseudo-version the go command derives from the VCS revision for a build in
// a checkout, the bare revision when the go command recorded only that, and "devel" when it
// recorded nothing (go build -buildvcs=false, or a tree outside version control).
func versionOf(info *debug.BuildInfo) string {
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var revision, dirty string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			revision = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = "+dirty"
			}
		}
	}
	if revision == "" {
		return "devel"
	}
	if len(revision) > 12 {
		revision = revision[:12]
	}
	return "devel-" + revision + dirty
}
