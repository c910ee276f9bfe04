package plugin

import (
	"flag"
	"slices"
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint"
)

// resetFlags restores every analyzer flag to its default after the test: the flags are
// package state shared by the whole test binary.
func resetFlags(t *testing.T) {
	t.Cleanup(func() {
		for _, a := range fixturelint.Analyzers() {
			a.Flags.VisitAll(func(f *flag.Flag) { _ = f.Value.Set(f.DefValue) })
		}
	})
}

func build(t *testing.T, conf any) ([]*analysis.Analyzer, error) {
	t.Helper()
	newPlugin, err := register.GetPlugin(Name)
	if err != nil {
		t.Fatal(err)
	}
	p, err := newPlugin(conf)
	if err != nil {
		return nil, err
	}
	if got := p.GetLoadMode(); got != register.LoadModeTypesInfo {
		t.Errorf("GetLoadMode() = %q, want %q", got, register.LoadModeTypesInfo)
	}
	return p.BuildAnalyzers()
}

func names(as []*analysis.Analyzer) []string {
	var ns []string
	for _, a := range as {
		ns = append(ns, a.Name)
	}
	return ns
}

func flagValue(t *testing.T, check, name string) string {
	t.Helper()
	for _, a := range fixturelint.Analyzers() {
		if a.Name == check {
			if f := a.Flags.Lookup(name); f != nil {
				return f.Value.String()
			}
		}
	}
	t.Fatalf("no flag -%s.%s", check, name)
	return ""
}

func TestDefaults(t *testing.T) {
	resetFlags(t)
	as, err := build(t, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := names(as), names(fixturelint.Analyzers()); !slices.Equal(got, want) {
		t.Errorf("analyzers = %v, want %v", got, want)
	}
	if got := flagValue(t, "sharedclient", "strict"); got != "false" {
		t.Errorf("sharedclient.strict = %s by default", got)
	}
}

// TestSettings decodes settings shaped as golangci-lint passes them (YAML decoded into maps
// with lower-cased keys) and checks that each reaches its analyzer's flag.
func TestSettings(t *testing.T) {
	resetFlags(t)
	conf := map[string]any{
		"sharedclient": map[string]any{"strict": true, "types": []any{"example.com/api.Client", "example.com/ws.Conn"}},
		"tokencache":   map[string]any{"strict": true, "names": "^(tok|sess)$", "types": []any{"example.com/auth.Token"}},
		"kafkagroup":   map[string]any{"strict": true, "sinks": []any{"example.com/kafka.New:1", "example.com/kafka.Config.Group"}, "enable": false},
	}
	as, err := build(t, conf)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ check, flag, want string }{
		{"sharedclient", "strict", "true"},
		{"sharedclient", "types", "example.com/api.Client,example.com/ws.Conn"},
		{"tokencache", "strict", "true"},
		{"tokencache", "names", "^(tok|sess)$"},
		{"tokencache", "types", "example.com/auth.Token"},
		{"kafkagroup", "strict", "true"},
		{"kafkagroup", "sinks", "example.com/kafka.New:1,example.com/kafka.Config.Group"},
	} {
		if got := flagValue(t, c.check, c.flag); got != c.want {
			t.Errorf("-%s.%s = %q, want %q", c.check, c.flag, got, c.want)
		}
	}
	if got, want := names(as), []string{"fixturelint", "sharedclient", "tokencache"}; !slices.Equal(got, want) {
		t.Errorf("analyzers with kafkagroup disabled = %v, want %v", got, want)
	}
}

func TestUnknownSettings(t *testing.T) {
	resetFlags(t)
	for _, conf := range []map[string]any{
		{"sharedclinet": map[string]any{"strict": true}},
		{"sharedclient": map[string]any{"stric": true}},
		{"tokencache": map[string]any{"types": "not a list"}},
	} {
		if _, err := build(t, conf); err == nil || !strings.Contains(err.Error(), "fixturelint") {
			t.Errorf("settings %v: err = %v, want an error naming fixturelint", conf, err)
		}
	}
}
