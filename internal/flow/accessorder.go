package flow

import "github.com/fixturelint/fixturelint/internal/schedule"

// This file places accesses in the test scheduler's model (schedule.go): where each runs,
// and which run before or after others.

// Point returns where the access runs. Setup accesses (TestMain, init) have no region.
func (a *Access) Point() schedule.Point {
	return schedule.Point{Region: a.Region, Pos: a.Pos(), Spawned: a.Spawned}
}

// InheritedBy returns the accesses of uses that run in a later top-level test than write, in
// go test's order (Test.Order): when write changes process-wide state and its test never puts
// it back, those tests see the change. An earlier test sees it only under -shuffle or in the
// second round of -count, which the messages may mention but which are no findings. Setup accesses
// (TestMain, init) run before every test and inherit nothing; benchmarks are left out on both
// sides, since go test runs them only with -bench and after every test.
func InheritedBy(write *Access, uses []*Access) []*Access {
	if write.Region == nil || write.Region.Test == nil || write.Region.Test.Kind != schedule.KindTest {
		return nil
	}
	var out []*Access
	for _, u := range uses {
		if u.Region == nil || u.Region.Test == nil || u.Region.Test == write.Region.Test {
			continue
		}
		if u.Region.Test.Kind != schedule.KindTest || (u.Region.Test.Order < write.Region.Test.Order && !afterSequentialTests(u)) {
			continue
		}
		out = append(out, u)
	}
	return out
}

// afterSequentialTests reports whether u runs only once every sequential top-level test has
// ended: in the parallel part of a top-level test that calls t.Parallel, which go test
// resumes after them, whatever the tests' order.
func afterSequentialTests(u *Access) bool {
	if !u.Parallel {
		return false
	}
	top := u.Region
	for top.Parent != nil {
		top = top.Parent
	}
	return top.IsParallel()
}

// RunsBefore reports whether x, in the same test as u, runs before u: in u's region or one
// that encloses it, at or before the code that leads to u (a helper that both changes the
// state and uses it counts as changing it first), or in an earlier sequential subtest.
func RunsBefore(x, u *Access) bool { return schedule.RunsBefore(x.Point(), u.Point()) }

// LeftInBetween reports whether one of leaks, the changes that sequential tests leave, is
// made by a test that runs after write's test and before use's: use then sees that test's
// value, not what write left.
func LeftInBetween(write, use *Access, leaks []*Access) bool {
	for _, x := range leaks {
		if x.Region == nil || x.Region.Test == nil || x.Region.Test.Kind != schedule.KindTest {
			continue
		}
		t := x.Region.Test
		if t == write.Region.Test || t == use.Region.Test || t.Order < write.Region.Test.Order {
			continue
		}
		if t.Order < use.Region.Test.Order || afterSequentialTests(use) {
			return true
		}
	}
	return false
}
