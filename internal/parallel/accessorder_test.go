package parallel_test

import (
	"testing"

	. "github.com/fixturelint/fixturelint/internal/flow"
	. "github.com/fixturelint/fixturelint/internal/parallel"
	"github.com/fixturelint/fixturelint/internal/schedule"
	. "github.com/fixturelint/fixturelint/internal/schedule/scheduletest"
)

func TestConcurrentWithOthers(t *testing.T) {
	f := &Regions{}
	only := f.Test("TestOnly", schedule.KindTest, 10)
	seq := f.Test("TestSeq", schedule.KindTest, 0)
	res := &Result{Regions: []*schedule.Region{only, seq}}
	if res.ConcurrentWithOthers(At(only, 20)) {
		t.Errorf("the only parallel test runs alongside nothing")
	}
	if res.ConcurrentWithOthers(At(seq, 20)) {
		t.Errorf("a sequential test runs alongside nothing")
	}
	other := f.Test("TestOther", schedule.KindTest, 10)
	res.Regions = append(res.Regions, other)
	if !res.ConcurrentWithOthers(At(only, 20)) {
		t.Errorf("two parallel tests run together")
	}
	if res.ConcurrentWithOthers(At(only, 5)) {
		t.Errorf("code before t.Parallel runs alone")
	}
	loop := f.Sub(seq, "loop", 20, 5, true)
	res.Regions = append(res.Regions, loop)
	if !res.ConcurrentWithOthers(At(loop, 20)) {
		t.Errorf("a looped parallel subtest runs alongside its other instances")
	}
}

func TestInheritedBy(t *testing.T) {
	testA := &schedule.Test{Name: "TestA", Kind: schedule.KindTest, Order: 1}
	testB := &schedule.Test{Name: "TestB", Kind: schedule.KindTest, Order: 2}
	testZ := &schedule.Test{Name: "TestZ", Kind: schedule.KindTest, Order: 0} // in a file that sorts first
	bench := &schedule.Test{Name: "BenchmarkC", Kind: schedule.KindBenchmark, Order: 3}
	ra, rb, rc, rz := &schedule.Region{Test: testA}, &schedule.Region{Test: testB}, &schedule.Region{Test: bench}, &schedule.Region{Test: testZ}
	sub := &schedule.Region{Test: testA, Parent: ra}
	write := &Access{Region: ra}
	sameTest, otherTest, inBench, setup, earlier := &Access{Region: sub}, &Access{Region: rb}, &Access{Region: rc}, &Access{}, &Access{Region: rz}
	got := InheritedBy(write, []*Access{sameTest, otherTest, inBench, setup, earlier})
	if len(got) != 1 || got[0] != otherTest {
		t.Errorf("InheritedBy = %v, want only the later test's access", got)
	}
	if got := InheritedBy(setup, []*Access{otherTest}); got != nil {
		t.Errorf("InheritedBy(setup write) = %v, want nil", got)
	}
	if got := InheritedBy(inBench, []*Access{otherTest}); got != nil {
		t.Errorf("InheritedBy(benchmark write) = %v, want nil", got)
	}
}
