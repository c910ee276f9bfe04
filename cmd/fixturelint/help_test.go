package main

import (
	"bytes"
	"flag"
	"regexp"
	"strings"
	"testing"

	"github.com/fixturelint/fixturelint"
)

// TestHelpCategories checks the categories that help lists against the checks: every check
// has an entry, and each category is one that the check's documentation describes.
func TestHelpCategories(t *testing.T) {
	for _, a := range fixturelint.Analyzers() {
		cats, ok := categories[a.Name]
		if !ok || len(cats.normal) == 0 {
			t.Errorf("help lists no categories of %s", a.Name)
			continue
		}
		for _, c := range append(cats.normal, cats.strict...) {
			if !regexp.MustCompile(`(^|[\s"(])` + regexp.QuoteMeta(c) + `[\s":),]`).MatchString(a.Doc) {
				t.Errorf("%s: the documentation does not describe category %q", a.Name, c)
			}
		}
		hasStrict := a.Flags.Lookup("strict") != nil
		if hasStrict != (len(cats.strict) > 0) {
			t.Errorf("%s: -strict flag %v, strict categories %q", a.Name, hasStrict, cats.strict)
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
