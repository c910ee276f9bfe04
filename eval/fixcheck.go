package main

import (
	"crypto/sha256"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// fixResult is what -fix did to a copy of a module.
type fixResult struct {
	Changed      []string `json:"changed"`  // files the fix changed, relative to the module root
	Packages     []string `json:"packages"` // their package directories, which are tested
	Build        string   `json:"build"`    // "ok", or why go build ./... failed
	TestVet      string   `json:"test_vet"` // "ok", or why go test -run '^$' (compile and vet the tests) failed
	Idempotent   bool     `json:"idempotent"`
	PassedBefore int      `json:"passed_before"`
	PassedAfter  int      `json:"passed_after"`
	Broken       []string `json:"broken,omitempty"` // tests that passed before and not after
	Panics       int      `json:"panics"`
	Err          string   `json:"error,omitempty"`
}

// brokenCount is what the fix broke: each test that passed before and not after, and one for
// each failed build, test compilation or vet, and second -fix that changed something.
func (r *fixResult) brokenCount() int {
	if r == nil {
		return 0
	}
	n := len(r.Broken)
	if r.Build != "ok" {
		n++
	}
	if r.TestVet != "ok" {
		n++
	}
	if !r.Idempotent {
		n++
	}
	return n
}

func (r *fixResult) summary() string {
	if r == nil {
		return "-"
	}
	if r.Err != "" {
		return "error"
	}
	if len(r.Changed) == 0 {
		return "no change"
	}
	var parts []string
	if r.Build != "ok" {
		parts = append(parts, "build FAIL")
	}
	if r.TestVet != "ok" {
		parts = append(parts, "vet FAIL")
	}
	if !r.Idempotent {
		parts = append(parts, "not idempotent")
	}
	if len(r.Broken) > 0 {
		parts = append(parts, fmt.Sprintf("%d broken", len(r.Broken)))
	}
	if len(parts) == 0 {
		parts = append(parts, "ok")
	}
	return fmt.Sprintf("%d files, %s (pass %d->%d)", len(r.Changed), strings.Join(parts, ", "), r.PassedBefore, r.PassedAfter)
}

// fixCheck applies fixturelint -fix to a copy of dir and checks that the copy builds and
// vets, that a second -fix changes nothing, and that every test of the changed packages that
// passed in dir still passes in the copy. It returns nil when no finding has a fix.
func fixCheck(dir string, m module, t tools, findings []finding) *fixResult {
	hasFix := false
	for _, f := range findings {
		hasFix = hasFix || f.HasFix
	}
	if !hasFix {
		return nil
	}
	res := &fixResult{}
	fixDir := dir + ".fix"
	if err := os.RemoveAll(fixDir); err != nil {
		res.Err = err.Error()
		return res
	}
	if err := copyTree(dir, fixDir); err != nil {
		res.Err = err.Error()
		return res
	}
	defer os.RemoveAll(fixDir)

	before, err := hashGoFiles(fixDir)
	if err != nil {
		res.Err = err.Error()
		return res
	}
	r := runFixturelint(fixDir, m, t, "-fix")
	res.Panics += countPanics(r.Stderr)
	if r.Err != nil {
		res.Err = r.Err.Error()
		return res
	}
	fixed, err := hashGoFiles(fixDir)
	if err != nil {
		res.Err = err.Error()
		return res
	}
	res.Changed = changedFiles(before, fixed)
	if len(res.Changed) == 0 {
		res.Build, res.TestVet, res.Idempotent = "ok", "ok", true
		return res
	}
	res.Packages = packageDirs(res.Changed)

	res.Build = goOK(fixDir, m, "build", "./...")
	res.TestVet = goOK(fixDir, m, append([]string{"test", "-count=1", "-run", "^$"}, res.Packages...)...)

	r = runFixturelint(fixDir, m, t, "-fix")
	res.Panics += countPanics(r.Stderr)
	again, err := hashGoFiles(fixDir)
	if err != nil {
		res.Err = err.Error()
		return res
	}
	res.Idempotent = len(changedFiles(fixed, again)) == 0

	pre, _ := testOutcomes(dir, m, res.Packages)
	post, _ := testOutcomes(fixDir, m, res.Packages)
	res.PassedBefore, res.PassedAfter = passed(pre), passed(post)
	res.Broken = brokenTests(pre, post)
	return res
}

// goOK runs a go command in dir (offline, with the module's tags) and returns "ok" or the end
// of its output.
func goOK(dir string, m module, args ...string) string {
	if m.Tags != "" {
		args = append([]string{args[0], "-tags=" + m.Tags}, args[1:]...)
	}
	r := run(dir, offlineEnv, 30*time.Minute, "go", args...)
	if r.Err != nil {
		return r.Err.Error()
	}
	if r.Exit != 0 {
		return strings.ReplaceAll(tail(append(r.Stdout, r.Stderr...), 5), "\n", " | ")
	}
	return "ok"
}

// hashGoFiles maps each .go file under dir (relative, slash-separated) to its content's hash.
func hashGoFiles(dir string) (map[string][32]byte, error) {
	hashes := map[string][32]byte{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		hashes[filepath.ToSlash(rel)] = sha256.Sum256(data)
		return nil
	})
	return hashes, err
}

func changedFiles(a, b map[string][32]byte) []string {
	var changed []string
	for f, h := range b {
		if a[f] != h {
			changed = append(changed, f)
		}
	}
	for f := range a {
		if _, ok := b[f]; !ok {
			changed = append(changed, f)
		}
	}
	sort.Strings(changed)
	return changed
}
