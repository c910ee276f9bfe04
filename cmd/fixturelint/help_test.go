package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fixturelint/fixturelint"
)

// TestHelpCheckPage checks that `help CHECK` prints the check's page, docs/checks/CHECK.md,
// for every check but the engine, and that help lists each check's categories.
func TestHelpCheckPage(t *testing.T) {
	var out bytes.Buffer
	printHelp(&out, fixturelint.Analyzers())
	help := strings.Join(strings.Fields(out.String()), " ")
	for _, a := range fixturelint.Analyzers() {
		flags, byFlag := categories(a.Name)
		if len(byFlag[""]) == 0 {
			t.Errorf("help lists no categories of %s reported by default", a.Name)
		}
		for _, f := range flags {
			want := "categories: " + strings.Join(byFlag[f], ", ")
			if f != "" {
				want = "categories with " + f + ": " + strings.Join(byFlag[f], ", ")
			}
			if !strings.Contains(help, want) {
				t.Errorf("help does not list %q", want)
			}
		}
		page, ok := checkPage([]string{"help", a.Name})
		if a.Name == "fixturelint" {
			if ok {
				t.Errorf("help fixturelint prints a page; the driver prints the engine's documentation")
			}
			continue
		}
		want, err := os.ReadFile(filepath.Join("..", "..", "docs", "checks", a.Name+".md"))
		if err != nil {
			t.Fatal(err)
		}
		if !ok || page != string(want) {
			t.Errorf("help %s does not print docs/checks/%s.md", a.Name, a.Name)
		}
	}
}

// TestHelpFlags checks that help lists every flag of every check, and their usage.
func TestHelpFlags(t *testing.T) {
	var out bytes.Buffer
	printHelp(&out, fixturelint.Analyzers())
	help := out.String()
	for _, a := range fixturelint.Analyzers() {
		a.Flags.VisitAll(func(f *flag.Flag) {
			name := a.Name + "." + f.Name
			_, usage := flag.UnquoteUsage(f)
			words := strings.Fields(usage)
			listed := strings.Contains(help, "-"+name+"\n") || strings.Contains(help, "-"+name+" ")
			if hiddenFlags[name] {
				if listed {
					t.Errorf("help lists the hidden flag -%s", name)
				}
				return
			}
			if !listed || !strings.Contains(strings.Join(strings.Fields(help), " "), strings.Join(words, " ")) {
				t.Errorf("help does not list -%s with its usage %q", name, usage)
			}
		})
	}
	for _, line := range strings.Split(help, "\n") {
		if len(line) > 100 && !strings.Contains(line, "https://") {
			t.Errorf("help line longer than 100 columns: %q", line)
		}
	}
}

func TestLeadingDirFlag(t *testing.T) {
	for _, tc := range []struct{ args, dirFlag, rest string }{
		{"-C dir ./...", "-C dir", "./..."},
		{"-C=dir -json ./...", "-C=dir", "-json ./..."},
		{"--C dir ./...", "--C dir", "./..."},
		{"-json -C dir ./...", "", "-json -C dir ./..."}, // go vet reports the misplaced flag
		{"./...", "", "./..."},
		{"-C", "", "-C"},
	} {
		dirFlag, rest := leadingDirFlag(strings.Fields(tc.args))
		if strings.Join(dirFlag, " ") != tc.dirFlag || strings.Join(rest, " ") != tc.rest {
			t.Errorf("leadingDirFlag(%q) = %q, %q; want %q, %q", tc.args, dirFlag, rest, tc.dirFlag, tc.rest)
		}
	}
}
