package state

import (
	"go/token"
	"go/types"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/parallel"
	"github.com/fixturelint/fixturelint/internal/parallel/paralleltest"
	"github.com/fixturelint/fixturelint/internal/report"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// envAt returns an access to the environment variable name at pos in r.
func envAt(r *schedule.Region, pos token.Pos, op flow.Op, name string) *flow.Access {
	a := paralleltest.AccessAt(r, pos, op, "")
	a.Env = name
	return a
}

func TestCredentialEnv(t *testing.T) {
	r := &schedule.Region{Test: &schedule.Test{Name: "TestA", Kind: schedule.KindTest}}
	token1, home := envAt(r, 1, flow.Write, "API_TOKEN"), envAt(r, 2, flow.Write, "HOME")
	id, idSink := envAt(r, 3, flow.Read, "CLIENT_ID"), envAt(nil, 4, flow.Sink, "CLIENT_ID")
	token2, tokenSink := envAt(r, 5, flow.Read, "API_TOKEN"), envAt(r, 6, flow.Sink, "API_TOKEN")
	res := &parallel.Result{Env: []*flow.Access{token1, home, id, token2, tokenSink}, SetupEnv: []*flow.Access{idSink}}
	ev := (&CredentialVocabulary{}).CredentialEnv(nil, res)
	if !slices.Equal(ev.Names, []string{"API_TOKEN", "CLIENT_ID"}) {
		t.Errorf("Names = %q, want API_TOKEN (its name), CLIENT_ID (its sink), not HOME", ev.Names)
	}
	if !slices.Equal(ev.Accesses["API_TOKEN"], []*flow.Access{token1, token2}) || !slices.Equal(ev.Accesses["CLIENT_ID"], []*flow.Access{id}) {
		t.Errorf("Accesses = %v: want the reads and writes, sinks left out", ev.Accesses)
	}
	if ev.Sinks["CLIENT_ID"] != idSink || ev.Sinks["API_TOKEN"] != tokenSink || ev.Sinks["HOME"] != nil {
		t.Errorf("Sinks = %v", ev.Sinks)
	}
}

func TestEnvVarsUnrestoredAndReaders(t *testing.T) {
	pass := &analysis.Pass{Fset: token.NewFileSet(), TypesInfo: &types.Info{}}
	testA, testB, testC := &schedule.Test{Name: "TestA", Kind: schedule.KindTest}, &schedule.Test{Name: "TestB", Kind: schedule.KindTest}, &schedule.Test{Name: "TestC", Kind: schedule.KindTest}
	a, b, c := &schedule.Region{Test: testA, Name: "TestA"}, &schedule.Region{Test: testB, Name: "TestB"}, &schedule.Region{Test: testC, Name: "TestC"}
	leak := envAt(a, 1, flow.Write, "API_TOKEN")
	restored, restore := envAt(a, 2, flow.Write, "SECRET"), envAt(a, 3, flow.Write, "SECRET")
	restore.Restores = true
	unset := envAt(a, 4, flow.Write, "PASSWORD")
	unset.Unsets = true
	par := envAt(a, 5, flow.Write, "DB_PASSWORD")
	par.Parallel = true
	readB := envAt(b, 10, flow.Read, "API_TOKEN")
	setC, readC := envAt(c, 20, flow.Write, "API_TOKEN"), envAt(c, 21, flow.Read, "API_TOKEN")
	res := &parallel.Result{Env: []*flow.Access{leak, restored, restore, unset, par, readB, setC, readC}}
	ev := (&CredentialVocabulary{}).CredentialEnv(pass, res)

	got := ev.Unrestored()
	if !slices.Equal(got, []*flow.Access{leak, setC}) {
		t.Errorf("Unrestored = %v, want the two sequential writes of API_TOKEN (not a restored write, an unset or a parallel write)", got)
	}
	readers, dependents := ev.Readers(leak)
	if !slices.Equal(readers, []*flow.Access{readB, readC}) {
		t.Errorf("readers = %v, want the reads by the other tests", readers)
	}
	if !slices.Equal(dependents, []*flow.Access{readB}) {
		t.Errorf("dependents = %v, want TestB's read only: TestC sets the variable first", dependents)
	}
}

func TestRegionCount(t *testing.T) {
	r1, r2 := &schedule.Region{Name: "TestA"}, &schedule.Region{Name: "TestA"} // two regions of one name count twice
	if n := report.RegionCount([]*flow.Access{paralleltest.AccessAt(r1, 1, flow.Read, ""), paralleltest.AccessAt(r1, 2, flow.Read, ""), paralleltest.AccessAt(r2, 3, flow.Read, "")}); n != 2 {
		t.Errorf("RegionCount = %d, want 2", n)
	}
	if n := report.RegionCount(nil); n != 0 {
		t.Errorf("RegionCount(nil) = %d, want 0", n)
	}
}
