package sharedclient_test

import (
	"os"
	"testing"

	"github.com/fixturelint/fixturelint/analyzers/sharedclient"
	"github.com/fixturelint/fixturelint/internal/e2etest"
)

// TestMain turns the opt-in leaked category (-sharedclient.leaked) on for the whole test binary:
// the rule packages hold its cases beside the default rules' ones. TestLeakedIsOptIn
// checks that without the flag none of them is reported.
func TestMain(m *testing.M) {
	if err := sharedclient.Analyzer.Flags.Set("leaked", "true"); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}

// TestLeakedIsOptIn runs packages with leaked cases in default mode: no diagnostic of the
// category. It is sequential, so no parallel test runs while the flag is off.
func TestLeakedIsOptIn(t *testing.T) {
	e2etest.OptInStaysOff(t, sharedclient.Analyzer, "leaked", "leaked", "leaked", "leakedshared", "guardedlive")
}
