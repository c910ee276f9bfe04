package scheduler

import (
	"testing"

	"github.com/twmb/franz-go/pkg/kgo"
)

// The parallel rule asks Go's test scheduler whether two joins of a group may run at the
// same time; sequential reuse is the reused rule; a join that nothing else makes is strict.

// One parallel test alone with its group: nothing joins it at the same time (strict only).
func TestOnlyParallel(t *testing.T) {
	t.Parallel()
	kgo.NewClient(kgo.ConsumerGroup("only-parallel"))
}

// A test that is not parallel and alone with its group (strict only).
func TestSerialAlone(t *testing.T) {
	kgo.NewClient(kgo.ConsumerGroup("serial-alone"))
}

// A sequential test returns before any parallel test resumes: the two never consume at
// the same time, but the parallel test resumes from the offsets the sequential one
// committed.
func TestSequentialFirst(t *testing.T) {
	kgo.NewClient(kgo.ConsumerGroup("seq-then-par")) // want `constant consumer group "seq-then-par" reaches kgo.ConsumerGroup in TestSequentialFirst and also in TestParallelSecond: each test resumes`
}

func TestParallelSecond(t *testing.T) {
	t.Parallel()
	kgo.NewClient(kgo.ConsumerGroup("seq-then-par")) // want `"seq-then-par" reaches kgo.ConsumerGroup in TestParallelSecond and also in TestSequentialFirst`
}

// Code before t.Parallel() runs while nothing else of the package runs: the join of
// "before" is not concurrent with the other test's, which runs after its t.Parallel().
// "after" is joined by both tests after their t.Parallel(): concurrent.
func TestBeforeParallel(t *testing.T) {
	kgo.NewClient(kgo.ConsumerGroup("before")) // want `"before" reaches kgo.ConsumerGroup in TestBeforeParallel and also in TestAfterParallel`
	t.Parallel()
	kgo.NewClient(kgo.ConsumerGroup("after")) // want `constant consumer group "after" reaches kgo.ConsumerGroup in parallel test TestBeforeParallel: concurrent tests split its partitions and share its committed offsets`
}

func TestAfterParallel(t *testing.T) {
	t.Parallel()
	kgo.NewClient(kgo.ConsumerGroup("before")) // want `"before" reaches kgo.ConsumerGroup in TestAfterParallel and also in TestBeforeParallel`
	kgo.NewClient(kgo.ConsumerGroup("after"))  // want `"after" reaches kgo.ConsumerGroup in parallel test TestAfterParallel`
}

// Parallel subtests started in a loop run alongside each other: the join is concurrent with
// itself.
func TestLoop(t *testing.T) {
	for _, name := range []string{"a", "b"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			kgo.NewClient(kgo.ConsumerGroup("loop")) // want `"loop" reaches kgo.ConsumerGroup in parallel test TestLoop/\*`
		})
	}
	t.Run("serial", func(t *testing.T) {
		kgo.NewClient(kgo.ConsumerGroup("serial-sub")) // a sequential subtest, alone with its group
	})
}

// Two parallel subtests of a sequential test run together after their parent returns.
func TestSiblings(t *testing.T) {
	t.Run("a", func(t *testing.T) {
		t.Parallel()
		kgo.NewClient(kgo.ConsumerGroup("siblings")) // want `"siblings" reaches kgo.ConsumerGroup in parallel test TestSiblings/a`
	})
	t.Run("b", func(t *testing.T) {
		t.Parallel()
		kgo.NewClient(kgo.ConsumerGroup("siblings")) // want `"siblings" reaches kgo.ConsumerGroup in parallel test TestSiblings/b`
	})
}

// A parent's join and its own parallel subtest's: the subtest runs after the parent's
// function has returned. One test function, so not reused either.
func TestParentAndChild(t *testing.T) {
	kgo.NewClient(kgo.ConsumerGroup("parent-child"))
	t.Run("child", func(t *testing.T) {
		t.Parallel()
		kgo.NewClient(kgo.ConsumerGroup("parent-child"))
	})
}

// A parallel subtest and a sequential sibling: the sequential one runs inside the parent,
// before the parallel one resumes.
func TestParallelAndSequentialSibling(t *testing.T) {
	t.Run("par", func(t *testing.T) {
		t.Parallel()
		kgo.NewClient(kgo.ConsumerGroup("par-seq-sibling"))
	})
	t.Run("seq", func(t *testing.T) {
		kgo.NewClient(kgo.ConsumerGroup("par-seq-sibling"))
	})
}

// A subtest started from the parallel part of a parallel test runs alongside the other
// parallel tests.
func TestInherited(t *testing.T) {
	t.Parallel()
	t.Run("child", func(t *testing.T) {
		kgo.NewClient(kgo.ConsumerGroup("inherited")) // want `"inherited" reaches kgo.ConsumerGroup in parallel test TestInherited/child`
	})
}

// Code a goroutine runs is the test's.
func TestGoroutine(t *testing.T) {
	t.Parallel()
	done := make(chan struct{})
	go func() {
		defer close(done)
		kgo.NewClient(kgo.ConsumerGroup("inherited")) // want `"inherited" reaches kgo.ConsumerGroup in parallel test TestGoroutine`
	}()
	<-done
}

// Benchmarks run after the tests, one at a time, and only with -bench: a benchmark's join
// and a parallel test's are not concurrent, and one test and one benchmark sharing a group
// are reused only in strict mode (see the strict package).
func BenchmarkJoin(b *testing.B) {
	kgo.NewClient(kgo.ConsumerGroup("bench-and-test"))
}

func TestBesideBenchmark(t *testing.T) {
	t.Parallel()
	kgo.NewClient(kgo.ConsumerGroup("bench-and-test"))
}

// Two tests and a benchmark: the tests' reuse is reported at the tests' sites, not at the
// benchmark's.
func BenchmarkWithTwoTests(b *testing.B) {
	kgo.NewClient(kgo.ConsumerGroup("two-tests-and-bench"))
}

func TestFirstOfTwo(t *testing.T) {
	kgo.NewClient(kgo.ConsumerGroup("two-tests-and-bench")) // want `"two-tests-and-bench" reaches kgo.ConsumerGroup in TestFirstOfTwo and also in TestSecondOfTwo`
}

func TestSecondOfTwo(t *testing.T) {
	kgo.NewClient(kgo.ConsumerGroup("two-tests-and-bench")) // want `"two-tests-and-bench" reaches kgo.ConsumerGroup in TestSecondOfTwo and also in TestFirstOfTwo`
}

// b.RunParallel bodies run alongside each other.
func BenchmarkRunParallel(b *testing.B) {
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			kgo.NewClient(kgo.ConsumerGroup("bench")) // want `"bench" reaches kgo.ConsumerGroup in parallel test BenchmarkRunParallel`
		}
	})
}
