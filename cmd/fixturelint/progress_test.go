package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/fixturelint/fixturelint/internal/e2etest"
)

func TestBoolFlag(t *testing.T) {
	for _, tc := range []struct {
		args string
		want bool
	}{
		{"-json ./...", true},
		{"--json ./...", true},
		{"-json=true ./...", true},
		{"-json=false ./...", false},
		{"-json -json=false ./...", false},
		{"-tags integration -json ./...", true},
		{"-jsonx ./...", false},
		{"./json", false},
		{"-- -json", false},
	} {
		if got := boolFlag(strings.Fields(tc.args), "json"); got != tc.want {
			t.Errorf("boolFlag(%q, json) = %v, want %v", tc.args, got, tc.want)
		}
	}
}

// syncBuffer is a terminal that the progress and the test can share.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// TestProgress runs the two sides of the progress protocol in one process: vet tool
// processes (signalProgress, with the connection closed as at exit) and go vet's output.
func TestProgress(t *testing.T) {
	term := new(syncBuffer)
	p, env, err := startProgress(term, true)
	if err != nil {
		t.Skipf("cannot listen on a Unix socket: %v", err)
	}
	name, addr, _ := strings.Cut(env, "=")
	t.Setenv(name, addr)

	dir := t.TempDir()
	unit := func(cfg string) {
		file := filepath.Join(dir, "vet.cfg")
		if err := os.WriteFile(file, []byte(cfg), 0o644); err != nil {
			t.Fatal(err)
		}
		signalProgress([]string{"-json", file})
		if progressConn == nil {
			t.Fatalf("no connection for %s", cfg)
		}
		progressConn.Close() // the process exits
		progressConn = nil
	}
	unit(`{"ID": "fmt", "ImportPath": "fmt", "VetxOnly": true}`)
	unit(`{"ID": "example.com/a [example.com/a.test]", "ImportPath": "example.com/a"}`)
	unit(`{"ID": "example.com/a_test [example.com/a.test]", "ImportPath": "example.com/a_test"}`)
	unit(`{"ID": "example.com/b", "ImportPath": "example.com/b"}`)
	deadline := time.Now().Add(10 * time.Second)
	for {
		p.mu.Lock()
		packages, deps := len(p.packages), p.deps
		p.mu.Unlock()
		if packages == 2 && deps == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("counted %d packages and %d dependencies, want 2 and 1", packages, deps)
		}
		time.Sleep(10 * time.Millisecond)
	}

	// go vet's output: one finding with related information and context lines, in pieces.
	out := "a/a_test.go:3:2: shared client \"c\" is used by parallel test TestA\n" +
		"a/a_test.go:1:5: \tc is declared here\n" +
		"3\t\tc.Get(url)\n"
	w := p.writer(term, true)
	w.Write([]byte(out[:10]))
	w.Write([]byte(out[10:]))
	w.Write([]byte("partial"))
	p.mu.Lock()
	if p.findings != 1 {
		t.Errorf("counted %d findings, want 1", p.findings)
	}
	if want := "fixturelint: 2 packages analysed (and 1 dependency), 1 finding, 0s"; p.line() != want {
		t.Errorf("line = %q, want %q", p.line(), want)
	}
	p.mu.Unlock()
	p.stop()
	w.flush()

	if !strings.Contains(term.String(), "\rfixturelint: 2 packages analysed (and 1 dependency), 1 finding, 0s") {
		t.Errorf("the terminal did not show the progress:\n%q", term.String())
	}
	if got, want := e2etest.Screen(term.String()), out+"partial\n"; got != want {
		t.Errorf("the terminal shows\n%q\nwant\n%q", got, want)
	}
	if _, err := os.Stat(filepath.Dir(addr)); !os.IsNotExist(err) {
		t.Errorf("the socket's directory is still there: %v", err)
	}
}
