// Package docs holds the documentation that the fixturelint command prints: a page per
// check, which `fixturelint help CHECK` shows and docs/checks/CHECK.md is, and the table of
// the checks' categories.
//
// A check page is generated from the check's doc.go (the analyzer's Doc), its categories
// below and its example under testdata/examples, with the tool's real output; `go test
// ./docs -update` writes the pages again, and without -update the test fails on a page
// that differs, so a page cannot drift from its check.
package docs

import "embed"

//go:embed checks/*.md
var pages embed.FS

// Check returns the page of the named check, as docs/checks/NAME.md holds it.
func Check(name string) (page string, ok bool) {
	b, err := pages.ReadFile("checks/" + name + ".md")
	if err != nil {
		return "", false
	}
	return string(b), true
}
