package envputback

import (
	"os"
	"testing"
)

// t.Parallel between the write and the unset: the test waits at t.Parallel while the
// later sequential tests run with the value set.
func TestParallelBetween(t *testing.T) {
	os.Setenv("PAR_TOKEN", "x") // want `environment variable "PAR_TOKEN" leaks from`
	t.Parallel()
	os.Unsetenv("PAR_TOKEN")
}

func skipUnlessCI(t *testing.T) {
	if os.Getenv("CI") == "" {
		t.Skip("needs CI")
	}
}

// a helper skips the test before the unset.
func TestHelperSkip(t *testing.T) {
	os.Setenv("HSKIP_TOKEN", "x") // want `environment variable "HSKIP_TOKEN" leaks from`
	skipUnlessCI(t)
	os.Unsetenv("HSKIP_TOKEN")
}

func maybeUnset(k string) {
	if os.Getenv("CI") != "" {
		os.Unsetenv(k)
	}
}

// the unset is conditional inside a helper.
func TestHelperConditionalUnset(t *testing.T) {
	os.Setenv("HUNSET_TOKEN", "x") // want `environment variable "HUNSET_TOKEN" leaks from`
	maybeUnset("HUNSET_TOKEN")
}

// the saved value is overwritten before it is written back.
func TestReassignedSaved(t *testing.T) {
	old := os.Getenv("REASSIGN_TOKEN")
	os.Setenv("REASSIGN_TOKEN", "x") // want `environment variable "REASSIGN_TOKEN" leaks from`
	old = "y"
	os.Setenv("REASSIGN_TOKEN", old) // want `environment variable "REASSIGN_TOKEN" leaks from`
}

func par(t *testing.T) { t.Parallel() }

// t.Parallel through a helper between.
func TestHelperParallelBetween(t *testing.T) {
	os.Setenv("HPAR_TOKEN", "x") // want `environment variable "HPAR_TOKEN" leaks from`
	par(t)
	os.Unsetenv("HPAR_TOKEN")
}

// goto past the unset.
func TestGoto(t *testing.T) {
	os.Setenv("GOTO_TOKEN", "x") // want `environment variable "GOTO_TOKEN" leaks from`
	if os.Getenv("CI") == "" {
		goto end
	}
	os.Unsetenv("GOTO_TOKEN")
end:
}

// a subtest that goes parallel between its write and its unset.
func TestRunPar(t *testing.T) {
	t.Run("s", func(t *testing.T) {
		os.Setenv("RUNPAR_TOKEN", "x") // want `environment variable "RUNPAR_TOKEN" leaks from`
		t.Parallel()
		os.Unsetenv("RUNPAR_TOKEN")
	})
}

// A return after t.Log is a way out for a passing run: only a failing call before the
// return makes it one that no passing run takes.
func TestReturnAfterLog(t *testing.T) {
	os.Setenv("LOGRET_TOKEN", "x") // want `environment variable "LOGRET_TOKEN" leaks from`
	if os.Getenv("LOGRET_TOKEN") != "x" {
		t.Log("not set")
		return
	}
	os.Unsetenv("LOGRET_TOKEN")
}

func TestReadsA(t *testing.T) { _ = os.Getenv("PAR_TOKEN") }

func TestReadsB(t *testing.T) { _ = os.Getenv("HSKIP_TOKEN") }

func TestReadsC(t *testing.T) { _ = os.Getenv("HUNSET_TOKEN") }

func TestReadsD(t *testing.T) { _ = os.Getenv("REASSIGN_TOKEN") }

func TestReadsE(t *testing.T) { _ = os.Getenv("HPAR_TOKEN") }

func TestReadsF(t *testing.T) { _ = os.Getenv("GOTO_TOKEN") }

func TestReadsG(t *testing.T) { _ = os.Getenv("RUNPAR_TOKEN") }

func TestReadsH(t *testing.T) { _ = os.Getenv("LOGRET_TOKEN") }

func unsetUnlessKept(t *testing.T, k string) {
	if os.Getenv("KEEP_ENV") != "" {
		return
	}
	os.Unsetenv(k)
}

// the helper may return before its unset.
func TestHelperReturnsBeforeUnset(t *testing.T) {
	os.Setenv("HRET_TOKEN", "x") // want `environment variable "HRET_TOKEN" leaks from`
	unsetUnlessKept(t, "HRET_TOKEN")
}

func TestReadsHelperReturn(t *testing.T) { _ = os.Getenv("HRET_TOKEN") }
