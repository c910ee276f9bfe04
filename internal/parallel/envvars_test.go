package parallel

import (
	"go/token"
	"go/types"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// envAt returns an access to the environment variable name at pos in r.
func envAt(r *Region, pos token.Pos, op Op, name string) *Access {
	a := accessAt(r, pos, op, "")
	a.Env = name
	return a
}

func TestCredentialEnv(t *testing.T) {
	r := &Region{Test: &Test{Name: "TestA", Kind: KindTest}}
	token1, home := envAt(r, 1, Write, "API_TOKEN"), envAt(r, 2, Write, "HOME")
	id, idSink := envAt(r, 3, Read, "CLIENT_ID"), envAt(nil, 4, Sink, "CLIENT_ID")
	token2, tokenSink := envAt(r, 5, Read, "API_TOKEN"), envAt(r, 6, Sink, "API_TOKEN")
	res := &Result{Env: []*Access{token1, home, id, token2, tokenSink}, SetupEnv: []*Access{idSink}}
	ev := (&CredentialVocabulary{}).CredentialEnv(nil, res)
	if !slices.Equal(ev.Names, []string{"API_TOKEN", "CLIENT_ID"}) {
		t.Errorf("Names = %q, want API_TOKEN (its name), CLIENT_ID (its sink), not HOME", ev.Names)
	}
	if !slices.Equal(ev.Accesses["API_TOKEN"], []*Access{token1, token2}) || !slices.Equal(ev.Accesses["CLIENT_ID"], []*Access{id}) {
		t.Errorf("Accesses = %v: want the reads and writes, sinks left out", ev.Accesses)
	}
	if ev.Sinks["CLIENT_ID"] != idSink || ev.Sinks["API_TOKEN"] != tokenSink || ev.Sinks["HOME"] != nil {
		t.Errorf("Sinks = %v", ev.Sinks)
	}
}

func TestEnvVarsUnrestoredAndReaders(t *testing.T) {
	pass := &analysis.Pass{Fset: token.NewFileSet(), TypesInfo: &types.Info{}}
	testA, testB, testC := &Test{Name: "TestA", Kind: KindTest}, &Test{Name: "TestB", Kind: KindTest}, &Test{Name: "TestC", Kind: KindTest}
	a, b, c := &Region{Test: testA, Name: "TestA"}, &Region{Test: testB, Name: "TestB"}, &Region{Test: testC, Name: "TestC"}
	leak := envAt(a, 1, Write, "API_TOKEN")
	restored, restore := envAt(a, 2, Write, "SECRET"), envAt(a, 3, Write, "SECRET")
	restore.Restores = true
	unset := envAt(a, 4, Write, "PASSWORD")
	unset.Unsets = true
	par := envAt(a, 5, Write, "DB_PASSWORD")
	par.Parallel = true
	readB := envAt(b, 10, Read, "API_TOKEN")
	setC, readC := envAt(c, 20, Write, "API_TOKEN"), envAt(c, 21, Read, "API_TOKEN")
	res := &Result{Env: []*Access{leak, restored, restore, unset, par, readB, setC, readC}}
	ev := (&CredentialVocabulary{}).CredentialEnv(pass, res)

	got := ev.Unrestored()
	if !slices.Equal(got, []*Access{leak, setC}) {
		t.Errorf("Unrestored = %v, want the two sequential writes of API_TOKEN (not a restored write, an unset or a parallel write)", got)
	}
	readers, dependents := ev.Readers(leak)
	if !slices.Equal(readers, []*Access{readB, readC}) {
		t.Errorf("readers = %v, want the reads by the other tests", readers)
	}
	if !slices.Equal(dependents, []*Access{readB}) {
		t.Errorf("dependents = %v, want TestB's read only: TestC sets the variable first", dependents)
	}
}

func TestRegionCount(t *testing.T) {
	r1, r2 := &Region{Name: "TestA"}, &Region{Name: "TestA"} // two regions of one name count twice
	if n := RegionCount([]*Access{accessAt(r1, 1, Read, ""), accessAt(r1, 2, Read, ""), accessAt(r2, 3, Read, "")}); n != 2 {
		t.Errorf("RegionCount = %d, want 2", n)
	}
	if n := RegionCount(nil); n != 0 {
		t.Errorf("RegionCount(nil) = %d, want 0", n)
	}
}
