// Package suite is a shared test suite: it takes the code under test as function values.
package suite

import "testing"

// Constructor builds the code under test for one test.
type Constructor func(t *testing.T)

// RunParallel runs newClient in a parallel subtest per case.
func RunParallel(t *testing.T, newClient func(t *testing.T)) {
	for _, name := range []string{"a", "b"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			newClient(t)
		})
	}
}

// RunTable runs every test function of its table on ctor, each in a parallel subtest that
// runCase starts.
func RunTable(t *testing.T, ctor Constructor) {
	cases := []struct {
		fn func(*testing.T, Constructor)
	}{{fn: publish}, {fn: subscribe}}
	for i := range cases {
		c := cases[i]
		runCase(t, func(t *testing.T) { c.fn(t, ctor) })
	}
}

func runCase(t *testing.T, fn func(*testing.T)) {
	t.Run("case", func(t *testing.T) {
		t.Parallel()
		t.Run("inner", func(t *testing.T) { fn(t) })
	})
}

func publish(t *testing.T, ctor Constructor)   { ctor(t) }
func subscribe(t *testing.T, ctor Constructor) { ctor(t) }

// RunSequential calls newClient in sequential subtests.
func RunSequential(t *testing.T, newClient func(*testing.T)) {
	for _, name := range []string{"a", "b"} {
		t.Run(name, func(t *testing.T) { newClient(t) })
	}
}

// Keep never calls newClient.
func Keep(t *testing.T, newClient func(*testing.T)) {
	t.Log(newClient != nil)
}

// Repeat calls newClient in a loop, outside any subtest.
func Repeat(t *testing.T, newClient func(*testing.T)) {
	for range 3 {
		newClient(t)
	}
}

// RunOne calls newClient in one parallel subtest.
func RunOne(t *testing.T, newClient func(*testing.T)) {
	t.Run("one", func(t *testing.T) {
		t.Parallel()
		newClient(t)
	})
}
