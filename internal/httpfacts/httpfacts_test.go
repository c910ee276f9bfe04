package httpfacts_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/internal/httpfacts"
)

// TestFacts checks the facts exported for packages without test files: a variable that an
// initializer or an init function gives a cookie jar, the functions that end at
// http.DefaultTransport (and how), and the functions that close httptest servers, through
// helpers of the same package and of another.
func TestFacts(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), httpfacts.Analyzer, "transportfacts/...")
}
