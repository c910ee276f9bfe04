package envrestore

import (
	"os"
	"testing"

	"envrestore/envutil"
)

// Negative: the test puts the whole environment back from a snapshot when it ends.
func TestSnapshot(t *testing.T) {
	defer envutil.Pop(envutil.Stash())
	os.Setenv("SNAP_TOKEN", "x")
}

// Negative: a helper saved the variables named and the test defers what it returned.
func TestMemory(t *testing.T) {
	rollback := envutil.Memory("MEM_TOKEN", "MEM_SECRET")
	defer rollback()
	os.Setenv("MEM_TOKEN", "x")
	os.Setenv("MEM_SECRET", "y")
}

// Negative: unsetting leaves the variable as a clean environment has it.
func TestUnsets(t *testing.T) {
	os.Unsetenv("UNSET_TOKEN")
}

// Negative: this test's read only saves the value that its deferred write puts back, so it
// does not depend on what TestSavedLeak leaves.
func TestSaves(t *testing.T) {
	orig, ok := os.LookupEnv("SAVED_TOKEN")
	os.Setenv("SAVED_TOKEN", "mine")
	defer func() {
		if ok {
			os.Setenv("SAVED_TOKEN", orig)
		}
	}()
}

// Positive: the snapshot is taken but never put back, and the write stays.
func TestStashOnly(t *testing.T) {
	_ = envutil.Stash()
	os.Setenv("SNAP_TOKEN", "leaked") // want `environment variable "SNAP_TOKEN" leaks from TestStashOnly into later tests: it is set and never restored, and TestReadsToken reads it without setting it first`
}

// Positive: the helper saves one variable, the test changes another.
func TestMemoryOther(t *testing.T) {
	defer envutil.Memory("MEM_TOKEN")()
	os.Setenv("MEM_SECRET", "leaked") // want `environment variable "MEM_SECRET" leaks from TestMemoryOther into later tests: it is set and never restored, and TestReadsKeys reads it without setting it first`
}

// Positive: SAVED_TOKEN is left set for TestReadsSaved; TestSaves above does not depend on it.
func TestSavedLeak(t *testing.T) {
	os.Setenv("SAVED_TOKEN", "leaked") // want `environment variable "SAVED_TOKEN" leaks from TestSavedLeak into later tests: it is set and never restored, and TestReadsSaved reads it without setting it first, so it depends on test order`
}

// Negative: a table case's init func runs in the subtest, which restores the environment
// from its snapshot when it ends. Positive: the parent's own write runs outside the
// subtests' snapshots.
func TestTableInit(t *testing.T) {
	cases := map[string]struct{ init func() }{
		"token": {init: func() { os.Setenv("CASE_TOKEN", "x") }},
	}
	os.Setenv("PARENT_TOKEN", "y") // want `environment variable "PARENT_TOKEN" leaks from TestTableInit into later tests`
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			defer envutil.Pop(envutil.Stash())
			c.init()
		})
	}
}

func TestLeavesSkip(t *testing.T) {
	os.Setenv("SKIP_TOKEN", "leaked") // want `environment variable "SKIP_TOKEN" leaks from TestLeavesSkip into later tests: it is set and never restored, and TestReadsSkip and TestSkipsWithoutToken read it without setting it first`
}

// Positive: a closure the test calls itself, before the subtest takes its snapshot, is not
// covered by the subtest's restore.
func TestClosureBeforeSnapshot(t *testing.T) {
	setup := func() { os.Setenv("HELPER_TOKEN", "x") } // want `environment variable "HELPER_TOKEN" leaks from TestClosureBeforeSnapshot into later tests`
	setup()
	t.Run("a", func(t *testing.T) {
		defer envutil.Pop(envutil.Stash())
	})
}

// Every test below reads the variable it needs without setting it first, so a write that
// stayed set would leak into it.
func TestReadsToken(t *testing.T) { _ = os.Getenv("SNAP_TOKEN") }

func TestReadsKeys(t *testing.T) {
	_ = os.Getenv("MEM_TOKEN")
	_ = os.Getenv("MEM_SECRET")
}

func TestReadsUnset(t *testing.T) { _ = os.Getenv("UNSET_TOKEN") }

func TestReadsSaved(t *testing.T) { _ = os.Getenv("SAVED_TOKEN") }

func TestReadsCase(t *testing.T) { _ = os.Getenv("CASE_TOKEN") }

func TestReadsParent(t *testing.T) { _ = os.Getenv("PARENT_TOKEN") }

func TestReadsSkip(t *testing.T) { _ = os.Getenv("SKIP_TOKEN") }

// Positive: a read that only decides whether to skip still depends on what another test
// left; nothing is put back.
func TestSkipsWithoutToken(t *testing.T) {
	if tok := os.Getenv("SKIP_TOKEN"); tok == "" {
		t.Skip("SKIP_TOKEN not set")
	}
}

func TestReadsHelper(t *testing.T) { _ = os.Getenv("HELPER_TOKEN") }
