package docs

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/fixturelint/fixturelint/internal/e2etest"
)

// A page is a Markdown file of the README and docs/, relative to the repository root.
type page struct {
	name string
	text string
}

// pages returns README.md and every Markdown file under docs/ but testdata.
func pagesOf(t *testing.T) []page {
	t.Helper()
	pages := []page{{"README.md", readFile(t, "../README.md")}}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "testdata" {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".md") {
			pages = append(pages, page{filepath.ToSlash(filepath.Join("docs", path)), readFile(t, path)})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return pages
}

// A fence is a fenced code block, with the line before it.
type fence struct {
	line   int    // of the opening fence, from 1
	lang   string // after the opening backticks
	before string // the last non-blank line before the fence
	body   string
}

func fences(text string) []fence {
	var fs []fence
	lines := strings.Split(text, "\n")
	before := ""
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if !strings.HasPrefix(l, "```") {
			if strings.TrimSpace(l) != "" {
				before = strings.TrimSpace(l)
			}
			continue
		}
		f := fence{line: i + 1, lang: strings.TrimPrefix(l, "```"), before: before}
		var body []string
		for i++; i < len(lines) && !strings.HasPrefix(lines[i], "```"); i++ {
			body = append(body, lines[i])
		}
		f.body = strings.Join(body, "\n") + "\n"
		fs = append(fs, f)
		before = ""
	}
	return fs
}

var (
	excerptMarker = regexp.MustCompile(`^<!-- excerpt (\S+) -->$`)
	outputMarker  = regexp.MustCompile(`^<!-- output (\S+): fixturelint (.*) -->$`)
)

// excerptRoots are where excerpts come from: packages that a test compiles and runs
// (TestExamples, TestExamplesCompile, the README's TestReadmeExample).
var excerptRoots = []string{"docs/testdata/examples/", "docs/testdata/guard/", "testdata/example/"}

// TestGoExcerpts checks every Go block of the README and docs/ (the check pages aside, which
// TestCheckPages writes from the examples themselves): it follows a line
// <!-- excerpt PATH -->, and its lines are in the file PATH, a line "..." standing for any.
func TestGoExcerpts(t *testing.T) {
	for _, p := range pagesOf(t) {
		if strings.HasPrefix(p.name, "docs/checks/") {
			continue
		}
		for _, f := range fences(p.text) {
			if f.lang != "go" {
				continue
			}
			m := excerptMarker.FindStringSubmatch(f.before)
			if m == nil {
				t.Errorf("%s:%d: a Go block without <!-- excerpt PATH --> before it", p.name, f.line)
				continue
			}
			if !hasAnyPrefix(m[1], excerptRoots) {
				t.Errorf("%s:%d: excerpt of %s, which no test compiles; take it from %q", p.name, f.line, m[1], excerptRoots)
				continue
			}
			if !excerptOf(f.body, readFile(t, filepath.Join("..", m[1]))) {
				t.Errorf("%s:%d: this block is not an excerpt of %s:\n%s", p.name, f.line, m[1], f.body)
			}
		}
	}
}

// TestOutputs checks every block after a line <!-- output DIR: fixturelint ARGS -->: it is
// what fixturelint ARGS prints when run in DIR (relative to the repository root), with
// DIR's absolute path left out, findings compared in the order of their positions.
func TestOutputs(t *testing.T) {
	e2etest.SkipShort(t)
	bin := e2etest.Binary(t)
	root := e2etest.Root(t)
	for _, p := range pagesOf(t) {
		for _, f := range fences(p.text) {
			m := outputMarker.FindStringSubmatch(f.before)
			if m == nil {
				continue
			}
			dir := filepath.Join(root, m[1])
			res := e2etest.Run(t, dir, nil, bin, strings.Fields(m[2])...)
			got := strings.ReplaceAll(res.Stdout+res.Stderr, dir+string(filepath.Separator), "")
			if sortFindings(got) != sortFindings(f.body) {
				t.Errorf("%s:%d: fixturelint %s (in %s) prints:\n%s\nthe page says:\n%s", p.name, f.line, m[2], m[1], got, f.body)
			}
		}
	}
}

// TestReadmeChecks checks the README's table of checks and categories, between the lines
// <!-- BEGIN checks --> and <!-- END checks -->, against Categories; -update writes it.
func TestReadmeChecks(t *testing.T) {
	const begin, end = "<!-- BEGIN checks -->\n", "<!-- END checks -->"
	readme := readFile(t, "../README.md")
	before, rest, ok1 := strings.Cut(readme, begin)
	_, after, ok2 := strings.Cut(rest, end)
	if !ok1 || !ok2 {
		t.Fatalf("README.md has no %q ... %q", begin, end)
	}
	want := before + begin + categoryTable("") + end + after
	if *update {
		if err := os.WriteFile("../README.md", []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if readme != want {
		t.Errorf("the README's table of checks is not docs.Categories; run go test ./docs -update\n%s", lineDiff(readme, want))
	}
}

var (
	link    = regexp.MustCompile(`\]\(([^)\s]+)\)`)
	code    = regexp.MustCompile("`[^`]*`")
	heading = regexp.MustCompile(`^#{1,6} (.*)$`)
)

// TestLinks checks that every relative link of the README and docs/ names a file or
// directory of the repository, and that its #anchor, if any, is a heading of that page.
func TestLinks(t *testing.T) {
	anchors := map[string]map[string]bool{}
	for _, p := range pagesOf(t) {
		anchors[p.name] = headingAnchors(p.text)
	}
	for _, p := range pagesOf(t) {
		for i, line := range strings.Split(outsideFences(p.text), "\n") {
			for _, m := range link.FindAllStringSubmatch(code.ReplaceAllString(line, ""), -1) {
				target := m[1]
				if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
					continue
				}
				file, anchor, _ := strings.Cut(target, "#")
				name := p.name
				if file != "" {
					name = filepath.ToSlash(filepath.Join(filepath.Dir(p.name), file))
					if _, err := os.Stat(filepath.Join("..", name)); err != nil {
						t.Errorf("%s:%d: link to %s, which does not exist", p.name, i+1, target)
						continue
					}
				}
				if anchor == "" {
					continue
				}
				if as, ok := anchors[name]; !ok {
					t.Errorf("%s:%d: link to #%s of %s, which is not a page of the README or docs/", p.name, i+1, anchor, name)
				} else if !as[anchor] {
					t.Errorf("%s:%d: link to %s: no heading of %s has the anchor #%s", p.name, i+1, target, name, anchor)
				}
			}
		}
	}
}

// outsideFences returns text with the lines of fenced code blocks blanked, so that line
// numbers stay.
func outsideFences(text string) string {
	lines := strings.Split(text, "\n")
	in := false
	for i, l := range lines {
		if strings.HasPrefix(l, "```") {
			in = !in
			lines[i] = ""
		} else if in {
			lines[i] = ""
		}
	}
	return strings.Join(lines, "\n")
}

// headingAnchors returns the anchors that GitHub gives the headings of a Markdown page:
// lower case, punctuation dropped but for hyphens and underscores, spaces made hyphens,
// and -1, -2... after repeats.
func headingAnchors(text string) map[string]bool {
	anchors := map[string]bool{}
	seen := map[string]int{}
	for _, line := range strings.Split(outsideFences(text), "\n") {
		m := heading.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		var b strings.Builder
		for _, r := range strings.ToLower(m[1]) {
			switch {
			case r == ' ':
				b.WriteRune('-')
			case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsNumber(r):
				b.WriteRune(r)
			}
		}
		a := b.String()
		if n := seen[a]; n > 0 {
			anchors[a+"-"+strconv.Itoa(n)] = true
		} else {
			anchors[a] = true
		}
		seen[a]++
	}
	return anchors
}

func hasAnyPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// TestReadmeShort keeps the README what a Go user reads in five minutes: at most 300 lines,
// and lines of prose (outside code blocks and tables) at most 120 characters.
func TestReadmeShort(t *testing.T) {
	readme := readFile(t, "../README.md")
	lines := strings.Split(strings.TrimRight(readme, "\n"), "\n")
	if len(lines) > 300 {
		t.Errorf("README.md has %d lines, more than 300: move the detail to docs/", len(lines))
	}
	for i, line := range strings.Split(outsideFences(readme), "\n") {
		if n := utf8.RuneCountInString(line); n > 120 && !strings.HasPrefix(line, "|") {
			t.Errorf("README.md:%d: a line of %d characters, more than 120", i+1, n)
		}
	}
}
