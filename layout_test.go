package fixturelint

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The engine is a few parts, each small enough to read: no package of the project holds
// more than maxPackageLines lines or maxPackageFiles files of non-test Go code. A package
// that outgrows them has taken on a second concern; split it along that concern
// (internal/README.md says where each part's questions go).
const (
	maxPackageLines = 5000
	maxPackageFiles = 40
)

func TestPackageSizes(t *testing.T) {
	t.Parallel()
	lines := make(map[string]int)
	files := make(map[string]int)
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != "." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		dir := filepath.Dir(path)
		lines[dir] += bytes.Count(data, []byte("\n"))
		files[dir]++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(lines) < 10 {
		t.Fatalf("found %d packages: the walk did not start at the module's root", len(lines))
	}
	for dir, n := range lines {
		if n > maxPackageLines {
			t.Errorf("%s: %d lines of non-test Go code, more than %d", dir, n, maxPackageLines)
		}
		if files[dir] > maxPackageFiles {
			t.Errorf("%s: %d non-test Go files, more than %d", dir, files[dir], maxPackageFiles)
		}
	}
}
