package tokencache_test

import (
	"os"
	"testing"

	"github.com/fixturelint/fixturelint/analyzers/tokencache"
	"github.com/fixturelint/fixturelint/internal/e2etest"
)

// TestMain turns the opt-in leaked and env-leaked categories (-tokencache.leaked) on for the whole test binary:
// the rule packages hold its cases beside the default rules' ones. TestLeakedIsOptIn
// checks that without the flag none of them is reported.
func TestMain(m *testing.M) {
	if err := tokencache.Analyzer.Flags.Set("leaked", "true"); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}

// TestLeakedIsOptIn runs packages with leaked cases in default mode: no diagnostic of the
// category. It is sequential, so no parallel test runs while the flag is off.
func TestLeakedIsOptIn(t *testing.T) {
	e2etest.OptInStaysOff(t, tokencache.Analyzer, "leaked", "leaked", "leaked", "envleak", "schedule")
}

// TestEnvLeakedIsOptIn does the same for the environment: a variable a sequential test leaves
// set, which a later test reads, is reported only with -tokencache.leaked.
func TestEnvLeakedIsOptIn(t *testing.T) {
	e2etest.OptInStaysOff(t, tokencache.Analyzer, "leaked", "env-leaked",
		"envleak", "envcallback", "envlookup", "envmapkeys", "envputback", "envrestore", "envtables")
}
