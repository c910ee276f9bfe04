// Package plugin makes fixturelint a golangci-lint v2 module plugin.
//
// Build a golangci-lint binary that includes it with `golangci-lint custom` and this
// .custom-gcl.yml:
//
//	version: v2.15.0
//	plugins:
//	  - module: github.com/fixturelint/fixturelint
//	    import: github.com/fixturelint/fixturelint/plugin
//	    version: v0.1.0 # a fixturelint release
//
// and enable it in .golangci.yml:
//
//	version: "2"
//	linters:
//	  enable:
//	    - fixturelint
//	  settings:
//	    custom:
//	      fixturelint:
//	        type: module
//	        description: test fixtures that leak state between parallel tests
//	        settings:
//	          sharedclient:
//	            strict: true
//	            types: [example.com/api.Client]
//
// The settings mirror the command's flags (see Settings); an unknown key is an error. All
// checks are reported under the one linter name "fixturelint", so `//nolint:fixturelint`
// silences them; the checks' own //fixturelint:ignore directives work as with the command.
package plugin

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint"
)

// Name is the linter's name in golangci-lint's configuration and in its reports.
const Name = "fixturelint"

func init() {
	register.Plugin(Name, New)
}

// Settings are the plugin's settings. Each field mirrors a command-line flag of a check;
// keys are lower case because golangci-lint lower-cases configuration keys.
type Settings struct {
	SharedClient SharedClientSettings `json:"sharedclient"`
	TokenCache   TokenCacheSettings   `json:"tokencache"`
	KafkaGroup   KafkaGroupSettings   `json:"kafkagroup"`
}

// SharedClientSettings mirror the sharedclient check's flags.
type SharedClientSettings struct {
	// Enable turns the check on or off (-sharedclient=false); it is on by default.
	Enable *bool `json:"enable"`
	// Strict reports every shared transport that a parallel test reaches (-sharedclient.strict).
	Strict bool `json:"strict"`
	// Types are more "pkgpath.Type" names to treat as shared transports (-sharedclient.types).
	Types []string `json:"types"`
}

// TokenCacheSettings mirror the tokencache check's flags.
type TokenCacheSettings struct {
	// Enable turns the check on or off (-tokencache=false); it is on by default.
	Enable *bool `json:"enable"`
	// Strict reports every token cache that a parallel test reads (-tokencache.strict).
	Strict bool `json:"strict"`
	// Names is a regexp replacing the default credential words (-tokencache.names).
	Names string `json:"names"`
	// Types are more "pkgpath.Type" names that count as credentials (-tokencache.types).
	Types []string `json:"types"`
}

// KafkaGroupSettings mirror the kafkagroup check's flags.
type KafkaGroupSettings struct {
	// Enable turns the check on or off (-kafkagroup=false); it is on by default.
	Enable *bool `json:"enable"`
	// Strict also reports constant group IDs that no other test joins, such as a single
	// test's, parallel or not (-kafkagroup.strict).
	Strict bool `json:"strict"`
	// Sinks are more group-ID sinks: "pkgpath.Func:argIndex", "pkgpath.Type.Method:argIndex"
	// ("argIndex.Field" for a field of the argument) or "pkgpath.Type.Field"
	// (-kafkagroup.sinks).
	Sinks []string `json:"sinks"`
}

// Plugin is fixturelint as a golangci-lint linter.
type Plugin struct {
	settings Settings
}

// New decodes the settings of the linter's configuration; unknown keys are an error.
func New(conf any) (register.LinterPlugin, error) {
	s, err := register.DecodeSettings[Settings](conf)
	if err != nil {
		return nil, fmt.Errorf("fixturelint: %w", err)
	}
	return &Plugin{settings: s}, nil
}

// BuildAnalyzers sets the checks' flags from the settings and returns the engine and every
// enabled check. The engine, named fixturelint, always runs: the checks require it, and it
// reports malformed //fixturelint:ignore directives.
func (p *Plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	s := p.settings
	flags := []struct {
		check, flag string
		set         bool
		value       string
	}{
		{"sharedclient", "strict", s.SharedClient.Strict, "true"},
		{"sharedclient", "types", len(s.SharedClient.Types) > 0, strings.Join(s.SharedClient.Types, ",")},
		{"tokencache", "strict", s.TokenCache.Strict, "true"},
		{"tokencache", "names", s.TokenCache.Names != "", s.TokenCache.Names},
		{"tokencache", "types", len(s.TokenCache.Types) > 0, strings.Join(s.TokenCache.Types, ",")},
		{"kafkagroup", "strict", s.KafkaGroup.Strict, "true"},
		{"kafkagroup", "sinks", len(s.KafkaGroup.Sinks) > 0, strings.Join(s.KafkaGroup.Sinks, ",")},
	}
	disabled := map[string]bool{
		"sharedclient": off(s.SharedClient.Enable),
		"tokencache":   off(s.TokenCache.Enable),
		"kafkagroup":   off(s.KafkaGroup.Enable),
	}
	all := fixturelint.Analyzers()
	byName := make(map[string]*analysis.Analyzer)
	for _, a := range all {
		byName[a.Name] = a
	}
	for _, f := range flags {
		if !f.set {
			continue
		}
		a := byName[f.check]
		if a == nil {
			return nil, fmt.Errorf("fixturelint: no check %q", f.check)
		}
		fl := a.Flags.Lookup(f.flag)
		if fl == nil {
			return nil, fmt.Errorf("fixturelint: check %s has no flag -%s.%s", f.check, f.check, f.flag)
		}
		if err := fl.Value.Set(f.value); err != nil {
			return nil, fmt.Errorf("fixturelint: %s.%s=%s: %v", f.check, f.flag, strconv.Quote(f.value), err)
		}
	}
	var enabled []*analysis.Analyzer
	for _, a := range all {
		if !disabled[a.Name] {
			enabled = append(enabled, a)
		}
	}
	return enabled, nil
}

func off(enable *bool) bool { return enable != nil && !*enable }

// GetLoadMode asks golangci-lint for type information: the checks need types and facts.
func (p *Plugin) GetLoadMode() string { return register.LoadModeTypesInfo }
