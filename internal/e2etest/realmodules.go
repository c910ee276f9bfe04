package e2etest

import (
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

// downloaded remembers the testdata modules whose requirements are in the module cache.
var downloaded sync.Map // absolute directory -> *downloadResult

type downloadResult struct {
	once sync.Once
	err  error
	out  []byte
}

// DownloadModules puts the modules that the testdata module in dir requires, at the
// versions its go.mod and go.sum pin, into the module cache, once per test binary. The
// checks' testdata modules use the real libraries; analysistest loads them with the module
// proxy turned off, so a fresh clone must fetch them first. A download that fails fails t:
// CI reaches the module proxy, and a test on a real library must not pass without it.
func DownloadModules(t testing.TB, dir string) {
	t.Helper()
	abs, err := filepath.Abs(dir)
	if err != nil {
		t.Fatal(err)
	}
	v, _ := downloaded.LoadOrStore(abs, new(downloadResult))
	r := v.(*downloadResult)
	r.once.Do(func() {
		cmd := exec.Command("go", "mod", "download")
		cmd.Dir = abs
		cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")
		r.out, r.err = cmd.CombinedOutput()
	})
	if r.err != nil {
		t.Fatalf("go mod download in %s: %v\n%s", dir, r.err, r.out)
	}
}
