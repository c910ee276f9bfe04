package setenvedits

import (
	"os"
	"testing"
)

func TestDirect(t *testing.T) {
	os.Setenv("A", "1") // want `setenv`
}

func TestRefused(t *testing.T) {
	os.Setenv("REFUSED", "1") // want `kept`
}

func setB() { os.Setenv("B", "2") }

// The helper's write of B cannot be replaced, so neither is the direct one: a t.Setenv of B
// would restore the helper's write too.
func TestBlocked(t *testing.T) {
	os.Setenv("B", "1") // want `kept`
	setB()              // want `kept`
}

func TestParallel(t *testing.T) {
	t.Parallel()
	os.Setenv("C", "1") // want `kept`
}

func TestInClosure(t *testing.T) {
	set := func() { os.Setenv("D", "1") } // want `kept`
	set()
}
