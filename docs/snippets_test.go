package docs

import (
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/fixturelint/fixturelint"
)

// TestDocSnippets checks the code in each check's documentation, which its page and help
// show: every Go block is an excerpt of the check's examples (compiled and run by
// TestExamples), and the text reads as Markdown the way it reads as a doc comment.
func TestDocSnippets(t *testing.T) {
	for _, a := range fixturelint.Analyzers() {
		if _, ok := Check(a.Name); !ok {
			continue
		}
		sources := exampleSources(t, filepath.Join(examplesDir, a.Name))
		for _, block := range codeBlocks(a.Doc) {
			if strings.HasPrefix(block, "-") {
				continue // the flags
			}
			found := false
			for _, src := range sources {
				if excerptOf(block, src) {
					found = true
					break
				}
			}
			if !found {
				t.Errorf("%s: this code of the documentation is in none of the Go files under %s/%s (a line \"...\" stands for any lines):\n%s",
					a.Name, examplesDir, a.Name, block)
			}
		}
		for _, problem := range markdownProblems(a.Doc) {
			t.Errorf("%s: %s", a.Name, problem)
		}
	}
}

// exampleSources returns the contents of the Go files under dir.
func exampleSources(t *testing.T, dir string) []string {
	t.Helper()
	var srcs []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".go") {
			srcs = append(srcs, readFile(t, path))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return srcs
}

// codeBlocks returns the code blocks of a doc comment's text (its tab-indented lines),
// without their first tab.
func codeBlocks(doc string) []string {
	var blocks []string
	var cur []string
	flush := func() {
		if len(cur) > 0 {
			blocks = append(blocks, strings.TrimRight(strings.Join(cur, "\n"), "\n")+"\n")
			cur = nil
		}
	}
	for _, line := range strings.Split(doc, "\n") {
		switch {
		case strings.HasPrefix(line, "\t"):
			cur = append(cur, line[1:])
		case line == "" && len(cur) > 0:
			cur = append(cur, "")
		default:
			flush()
		}
	}
	flush()
	return blocks
}

// excerptOf reports whether the lines of block appear in text in order: the lines between
// two lines "..." one after another, and a line "..." standing for any number of lines.
func excerptOf(block, text string) bool {
	lines := splitLines(text)
	var chunks [][]string
	var cur []string
	for _, line := range splitLines(block) {
		if strings.TrimSpace(line) == "..." {
			chunks, cur = append(chunks, cur), nil
			continue
		}
		cur = append(cur, line)
	}
	chunks = append(chunks, cur)
	pos := 0
	for _, chunk := range chunks {
		if len(chunk) == 0 {
			continue
		}
		i := indexLines(lines[pos:], chunk)
		if i < 0 {
			return false
		}
		pos += i + len(chunk)
	}
	return true
}

func splitLines(s string) []string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " \t")
	}
	return lines
}

// indexLines returns where sub starts in lines, or -1.
func indexLines(lines, sub []string) int {
outer:
	for i := 0; i+len(sub) <= len(lines); i++ {
		for j := range sub {
			if lines[i+j] != sub[j] {
				continue outer
			}
		}
		return i
	}
	return -1
}

var htmlTag = regexp.MustCompile(`<[A-Za-z/!]`)

// markdownProblems returns what in a doc comment's text would not render as Markdown the
// way it reads: HTML-like text outside code, and code that follows a list (Markdown takes it
// as part of the list item).
func markdownProblems(doc string) []string {
	var problems []string
	inList := false
	for i, line := range strings.Split(doc, "\n") {
		switch {
		case strings.HasPrefix(line, "\t"):
			if inList {
				problems = append(problems, "line "+strconv.Itoa(i+1)+": code right after a list; put a paragraph between them")
			}
		case strings.HasPrefix(strings.TrimLeft(line, " "), "- "):
			inList = true
		case line != "" && !strings.HasPrefix(line, " "):
			inList = false
		}
		if !strings.HasPrefix(line, "\t") && htmlTag.MatchString(line) {
			problems = append(problems, "line "+strconv.Itoa(i+1)+": HTML-like text, which Markdown drops: "+line)
		}
	}
	return problems
}
