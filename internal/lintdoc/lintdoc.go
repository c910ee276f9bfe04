// Package lintdoc turns an analyzer's doc.go into the analyzer's Doc string, so that the
// documentation a user reads in `fixturelint help NAME` and on pkg.go.dev is written once.
package lintdoc

import (
	"fmt"
	"strings"
)

// MustExtract returns the section "# Analyzer NAME" of a doc.go file's package comment, with
// comment markers removed. The first line of the section ("NAME: summary") becomes the
// analyzer's title. It panics when the section is missing, since that is a build-time mistake.
func MustExtract(docGo, name string) string {
	doc, err := Extract(docGo, name)
	if err != nil {
		panic(err)
	}
	return doc
}

// Extract is MustExtract that returns an error instead of panicking.
func Extract(docGo, name string) (string, error) {
	var lines []string
	for _, line := range strings.Split(docGo, "\n") {
		if !strings.HasPrefix(line, "//") {
			if len(lines) > 0 {
				break // end of the package comment
			}
			continue
		}
		line = strings.TrimPrefix(line, "//")
		line = strings.TrimPrefix(line, " ")
		lines = append(lines, line)
	}
	heading := "# Analyzer " + name
	start := -1
	for i, line := range lines {
		if strings.TrimSpace(line) == heading {
			start = i + 1
			break
		}
	}
	if start < 0 {
		return "", fmt.Errorf("lintdoc: no %q section in doc.go", heading)
	}
	end := len(lines)
	for i := start; i < len(lines); i++ {
		if strings.HasPrefix(lines[i], "# ") {
			end = i
			break
		}
	}
	text := strings.TrimSpace(strings.Join(lines[start:end], "\n"))
	prefix := name + ": "
	if !strings.HasPrefix(text, prefix) {
		return "", fmt.Errorf("lintdoc: section %q must start with %q", heading, prefix)
	}
	return strings.TrimPrefix(text, prefix), nil
}
