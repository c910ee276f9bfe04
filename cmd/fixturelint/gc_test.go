package main

import (
	"runtime/debug"
	"strconv"
	"testing"
)

func TestIsVetToolRun(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want bool
	}{
		{[]string{"/tmp/go-build1/b001/vet.cfg"}, true},
		{[]string{"-fixturelint.nonce=1", "-sharedclient", "/tmp/b001/vet.cfg"}, true},
		{[]string{"./..."}, false},
		{[]string{"-standalone", "./..."}, false},
		{[]string{"-flags"}, false},
		{[]string{"-V=full"}, false},
		{[]string{"a.cfg", "b.cfg"}, false},
		{nil, false},
	} {
		if got := isVetToolRun(tc.args); got != tc.want {
			t.Errorf("isVetToolRun(%q) = %v, want %v", tc.args, got, tc.want)
		}
	}
}

// gcPercentAfter runs setVetToolGC(args) from a known target of 100 and returns the target
// it leaves, restoring the test binary's own afterwards.
func gcPercentAfter(t *testing.T, args []string) int {
	old := debug.SetGCPercent(100)
	defer debug.SetGCPercent(old)
	setVetToolGC(args)
	return debug.SetGCPercent(100)
}

func TestSetVetToolGC(t *testing.T) {
	cfg := []string{"-fixturelint.nonce=1", "/tmp/b001/vet.cfg"}
	want, err := strconv.Atoi(vetToolGOGC)
	if err != nil || want <= 0 {
		t.Fatalf("vetToolGOGC = %q, want a positive percentage", vetToolGOGC)
	}

	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	if got := gcPercentAfter(t, cfg); got != want {
		t.Errorf("vet tool run without GOGC: GC target %d, want %d", got, want)
	}
	if got := gcPercentAfter(t, []string{"./..."}); got != 100 {
		t.Errorf("run on package patterns: GC target %d, want 100 (unchanged)", got)
	}

	t.Setenv("GOGC", "100")
	if got := gcPercentAfter(t, cfg); got != 100 {
		t.Errorf("vet tool run with GOGC=100: GC target %d, want 100 (the user's)", got)
	}

	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "1GiB")
	if got := gcPercentAfter(t, cfg); got != 100 {
		t.Errorf("vet tool run with GOMEMLIMIT set: GC target %d, want 100 (unchanged)", got)
	}
}
