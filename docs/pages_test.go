package docs

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint"
	"github.com/fixturelint/fixturelint/internal/e2etest"
)

var update = flag.Bool("update", false, "write the generated pages and README table instead of comparing them")

// TestCheckPages generates each check's page from its documentation, its categories and
// its example, with what fixturelint prints on the example, and compares it with
// docs/checks/CHECK.md.
func TestCheckPages(t *testing.T) {
	e2etest.SkipShort(t)
	bin := e2etest.Binary(t)
	for _, a := range fixturelint.Analyzers() {
		i := slices.IndexFunc(examples, func(ex example) bool { return ex.check == a.Name && ex.intro != "" })
		if i < 0 {
			continue // the engine: help prints its documentation
		}
		ex := examples[i]
		t.Run(a.Name, func(t *testing.T) {
			dir := filepath.Join(examplesDir, ex.dir)
			out := e2etest.Run(t, dir, nil, bin, ".")
			out.WantExit(t, 1)
			var diff string
			if ex.autofix {
				res := e2etest.Run(t, dir, nil, bin, "-fix", "-diff", ".")
				res.WantExit(t, 1)
				abs, err := filepath.Abs(dir)
				if err != nil {
					t.Fatal(err)
				}
				diff = strings.ReplaceAll(res.Stdout, abs+string(filepath.Separator), "")
			}
			page := checkPage(t, a, ex, sortFindings(out.Stderr), diff)
			compareOrUpdate(t, filepath.Join("checks", a.Name+".md"), page)
		})
	}
}

// checkPage returns the page of check a.
func checkPage(t *testing.T, a *analysis.Analyzer, ex example, output, diff string) string {
	t.Helper()
	title, reference, _ := strings.Cut(a.Doc, "\n\n")
	var b strings.Builder
	fmt.Fprintf(&b, "# %s: %s\n\n", a.Name, strings.ReplaceAll(title, "\n", " "))
	b.WriteString(categoryTable(a.Name))
	fmt.Fprintf(&b, "\n`fixturelint -%[1]s ./...` runs this check alone, `fixturelint -%[1]s=false ./...` all the others.\n", a.Name)
	fmt.Fprintf(&b, "Its flags are at the end of this page.\n")

	b.WriteString("\n## Example\n\n")
	b.WriteString(ex.intro + "\n")
	test := testFile(t, ex.dir)
	fmt.Fprintf(&b, "\n`%s`:\n\n```go\n%s```\n", filepath.Base(test), readFile(t, test))
	fmt.Fprintf(&b, "\n`fixturelint .` prints, and exits with status 1:\n\n```\n%s```\n", output)
	if ex.autofix {
		fmt.Fprintf(&b, "\n`fixturelint -fix .` fixes it; `fixturelint -fix -diff .` shows the change:\n\n```diff\n%s```\n", diff)
	} else {
		fixed := testFile(t, ex.fixed)
		fmt.Fprintf(&b, "\n%s\n\n```go\n%s```\n", ex.fixNote, readFile(t, fixed))
	}

	b.WriteString("\n## Reference\n\n")
	b.WriteString(reference + "\n")
	return b.String()
}

// categoryTable is the Markdown table of a check's categories. With check "", it is the
// README's table of every check: a first column names each check once, linked to its page,
// and the mode is "default", "strict" or the name of the flag that turns the category on.
func categoryTable(check string) string {
	var b strings.Builder
	if check == "" {
		b.WriteString("| check | category | mode | reported when |\n|---|---|---|---|\n")
	} else {
		b.WriteString("| category | reported | when |\n|---|---|---|\n")
	}
	last := ""
	for _, c := range Categories {
		if check != "" && c.Check != check {
			continue
		}
		if check != "" {
			mode := "by default"
			switch c.Mode {
			case "":
			case "strict":
				mode = "with `" + c.Flag() + "`"
			default: // a flag that strict mode implies
				mode = "with `" + c.Flag() + "` or `-" + c.Check + ".strict`"
			}
			fmt.Fprintf(&b, "| `%s` | %s | %s |\n", c.Name, mode, c.Summary)
			continue
		}
		name := ""
		if c.Check != last {
			name = "`" + c.Check + "`"
			if _, ok := Check(c.Check); ok {
				name = "[" + name + "](docs/checks/" + c.Check + ".md)"
			}
			last = c.Check
		}
		mode := "default"
		if c.Mode != "" {
			mode = c.Mode
		}
		fmt.Fprintf(&b, "| %s | `%s` | %s | %s |\n", name, c.Name, mode, c.Summary)
	}
	return b.String()
}

// testFile returns the one _test.go file of an example package.
func testFile(t *testing.T, dir string) string {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(examplesDir, dir, "*_test.go"))
	if err != nil || len(names) != 1 {
		t.Fatalf("%s: want one _test.go file, have %q (%v)", dir, names, err)
	}
	return names[0]
}

var position = regexp.MustCompile(`^([^:]*):(\d+):(\d+): `)

// sortFindings returns go vet's text output with its findings, each with the indented
// lines of its related information, in the order of their positions: go vet prints each
// analyzer's findings together, the analyzers in no fixed order.
func sortFindings(out string) string {
	var blocks []string
	for _, line := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
		if _, msg, ok := strings.Cut(line, ": "); ok && strings.HasPrefix(msg, "\t") && len(blocks) > 0 {
			blocks[len(blocks)-1] += line + "\n"
			continue
		}
		blocks = append(blocks, line+"\n")
	}
	key := func(block string) (string, int, int) {
		m := position.FindStringSubmatch(block)
		if m == nil {
			return block, 0, 0
		}
		line, _ := strconv.Atoi(m[2])
		col, _ := strconv.Atoi(m[3])
		return m[1], line, col
	}
	slices.SortStableFunc(blocks, func(x, y string) int {
		fx, lx, cx := key(x)
		fy, ly, cy := key(y)
		if c := strings.Compare(fx, fy); c != 0 {
			return c
		}
		if lx != ly {
			return lx - ly
		}
		return cx - cy
	})
	return strings.Join(blocks, "")
}

// compareOrUpdate writes want to name with -update, and otherwise fails t unless name
// holds want.
func compareOrUpdate(t *testing.T, name, want string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(name, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if got := readFile(t, name); got != want {
		t.Errorf("docs/%s is not what its sources give; edit the sources (the check's doc.go, "+
			"docs/categories.go, the example) and run go test ./docs -update\n%s", name, lineDiff(got, want))
	}
}

// lineDiff describes the first line where got and want differ.
func lineDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return fmt.Sprintf("line %d:\n\thave %q\n\twant %q", i+1, gl, wl)
		}
	}
	return ""
}
