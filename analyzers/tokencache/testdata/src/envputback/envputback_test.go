package envputback

import (
	"os"
	"testing"
)

func check(t *testing.T) {
	if os.Getenv("NEVER_SET") != "" {
		t.Fatal("unexpected")
	}
}

// Negative: the test unsets the variable at its end; a passing run gets there.
func TestUnsetAtEnd(t *testing.T) {
	os.Setenv("UNSET_TOKEN", "x")
	check(t)
	os.Unsetenv("UNSET_TOKEN")
}

// Negative: the same with the calls in if statements that check their errors.
func TestUnsetInIfInit(t *testing.T) {
	if err := os.Setenv("IFINIT_SECRET", "x"); err != nil {
		t.Fatalf("os.Setenv: %v", err)
	}
	check(t)
	if err := os.Unsetenv("IFINIT_SECRET"); err != nil {
		t.Fatalf("os.Unsetenv: %v", err)
	}
}

// Negative: the test sets the variable back to the value it saved before the change.
func TestSetsSavedBack(t *testing.T) {
	old := os.Getenv("SAVED_TOKEN")
	os.Setenv("SAVED_TOKEN", "x")
	check(t)
	os.Setenv("SAVED_TOKEN", old)
}

// Positive: the unset is in a closure that the test never calls.
func TestUnsetInClosure(t *testing.T) {
	os.Setenv("CLOSURE_TOKEN", "x") // want `environment variable "CLOSURE_TOKEN" leaks from TestUnsetInClosure into later tests: it is set and never restored, and TestReadsClosure reads it without setting it first`
	undo := func() { os.Unsetenv("CLOSURE_TOKEN") }
	_ = undo
}

// Positive: the unset comes before the write, which stays.
func TestUnsetBefore(t *testing.T) {
	os.Unsetenv("EARLY_TOKEN")
	os.Setenv("EARLY_TOKEN", "x") // want `environment variable "EARLY_TOKEN" leaks from TestUnsetBefore into later tests: it is set and never restored, and TestReadsEarly reads it without setting it first`
}

// Positive: the value written back is not one saved from the variable.
func TestSetsOtherValue(t *testing.T) {
	other := "y"
	os.Setenv("OTHER_TOKEN", "x")   // want `environment variable "OTHER_TOKEN" leaks from TestSetsOtherValue into later tests`
	os.Setenv("OTHER_TOKEN", other) // want `environment variable "OTHER_TOKEN" leaks from TestSetsOtherValue into later tests: it is set and never restored, and TestReadsOther reads it without setting it first`
}

// Positive: the subtest's write stays; the parent's unset runs in another body, after the
// subtest, and puts nothing back for the subtest's own region.
func TestUnsetInParentOnly(t *testing.T) {
	t.Run("sets", func(t *testing.T) {
		os.Setenv("SUB_TOKEN", "x") // want `environment variable "SUB_TOKEN" leaks from TestUnsetInParentOnly/sets into later tests: it is set and never restored, and TestReadsSubtest reads it without setting it first`
	})
}

// Positive: the value written back is read after the change, so it is the new value: the
// first write stays (the second writes what is already there and is no leak of its own).
func TestSavesAfterWrite(t *testing.T) {
	os.Setenv("FRESH_TOKEN", "x") // want `environment variable "FRESH_TOKEN" leaks from TestSavesAfterWrite into later tests: it is set and never restored, and TestReadsFresh reads it without setting it first`
	now := os.Getenv("FRESH_TOKEN")
	os.Setenv("FRESH_TOKEN", now)
}

// Positive: the unset runs only in one branch.
func TestUnsetInBranch(t *testing.T) {
	os.Setenv("BRANCH_TOKEN", "x") // want `environment variable "BRANCH_TOKEN" leaks from TestUnsetInBranch into later tests: it is set and never restored, and TestReadsBranch reads it without setting it first`
	if os.Getenv("CI") != "" {
		os.Unsetenv("BRANCH_TOKEN")
	}
}

// Positive: a skipped run leaves before it gets to the unset.
func TestSkipBeforeUnset(t *testing.T) {
	os.Setenv("SKIPPED_TOKEN", "x") // want `environment variable "SKIPPED_TOKEN" leaks from TestSkipBeforeUnset into later tests: it is set and never restored, and TestReadsSkipped reads it without setting it first`
	if os.Getenv("CI") == "" {
		t.Skip("needs CI")
	}
	os.Unsetenv("SKIPPED_TOKEN")
}

// Negative: the unset is in the condition of an if statement, which always runs.
func TestUnsetInCondition(t *testing.T) {
	os.Setenv("CHECKED_TOKEN", "x")
	if os.Unsetenv("CHECKED_TOKEN") != nil {
		t.Fatal("unset")
	}
}

// Negative: a return right after t.Error is taken only by a run that failed already.
func TestReturnAfterError(t *testing.T) {
	os.Setenv("FAILED_TOKEN", "x")
	if os.Getenv("FAILED_TOKEN") != "x" {
		t.Error("not set")
		return
	}
	os.Unsetenv("FAILED_TOKEN")
}

// Every test below reads the variable it needs without setting it first, so a write that
// stayed set would leak into it.
func TestReadsUnset(t *testing.T) { _ = os.Getenv("UNSET_TOKEN") }

func TestReadsIfInit(t *testing.T) { _ = os.Getenv("IFINIT_SECRET") }

func TestReadsSaved(t *testing.T) { _ = os.Getenv("SAVED_TOKEN") }

func TestReadsClosure(t *testing.T) { _ = os.Getenv("CLOSURE_TOKEN") }

func TestReadsEarly(t *testing.T) { _ = os.Getenv("EARLY_TOKEN") }

func TestReadsOther(t *testing.T) { _ = os.Getenv("OTHER_TOKEN") }

func TestReadsSubtest(t *testing.T) { _ = os.Getenv("SUB_TOKEN") }

func TestReadsFresh(t *testing.T) { _ = os.Getenv("FRESH_TOKEN") }

func TestReadsBranch(t *testing.T) { _ = os.Getenv("BRANCH_TOKEN") }

func TestReadsSkipped(t *testing.T) { _ = os.Getenv("SKIPPED_TOKEN") }

func TestReadsChecked(t *testing.T) { _ = os.Getenv("CHECKED_TOKEN") }

func TestReadsFailed(t *testing.T) { _ = os.Getenv("FAILED_TOKEN") }

func setEnv(t *testing.T, key, value string) {
	if err := os.Setenv(key, value); err != nil {
		t.Fatal(err)
	}
}

func unsetEnv(t *testing.T, key string) {
	if err := os.Unsetenv(key); err != nil {
		t.Fatal(err)
	}
}

// Negative: a helper unsets the variable at the test's end; the unset runs whenever the
// helper is called.
func TestHelperUnsetAtEnd(t *testing.T) {
	setEnv(t, "HELPER_UNSET_TOKEN", "x")
	check(t)
	unsetEnv(t, "HELPER_UNSET_TOKEN")
}

func TestReadsHelperUnset(t *testing.T) { _ = os.Getenv("HELPER_UNSET_TOKEN") }
