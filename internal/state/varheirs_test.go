package state

import (
	"testing"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/parallel/paralleltest"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

func TestWriteCovers(t *testing.T) {
	r := &schedule.Region{}
	for _, tc := range []struct {
		name string
		x, w *flow.Access
		want bool
	}{
		{"the variable replaced", paralleltest.AccessAt(r, 1, flow.Write, ""), paralleltest.AccessAt(r, 1, flow.FieldWrite, "Timeout"), true},
		{"the same field", paralleltest.AccessAt(r, 1, flow.FieldWrite, "Timeout"), paralleltest.AccessAt(r, 1, flow.FieldWrite, "Timeout"), true},
		{"a field that holds it", paralleltest.AccessAt(r, 1, flow.FieldWrite, "TLSClientConfig"), paralleltest.AccessAt(r, 1, flow.FieldWrite, "TLSClientConfig.InsecureSkipVerify"), true},
		{"a field inside it", paralleltest.AccessAt(r, 1, flow.FieldWrite, "TLSClientConfig.InsecureSkipVerify"), paralleltest.AccessAt(r, 1, flow.FieldWrite, "TLSClientConfig"), false},
		{"another field", paralleltest.AccessAt(r, 1, flow.FieldWrite, "Jar"), paralleltest.AccessAt(r, 1, flow.FieldWrite, "Timeout"), false},
		{"a field, for a replacement", paralleltest.AccessAt(r, 1, flow.FieldWrite, "Transport"), paralleltest.AccessAt(r, 1, flow.Write, ""), false},
		{"a prefix that is not a field", paralleltest.AccessAt(r, 1, flow.FieldWrite, "Time"), paralleltest.AccessAt(r, 1, flow.FieldWrite, "Timeout"), false},
	} {
		if got := WriteCovers(tc.x, tc.w); got != tc.want {
			t.Errorf("%s: WriteCovers = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestUndoneByOwnTest(t *testing.T) {
	region := func(name string) *schedule.Region { return &schedule.Region{Test: &schedule.Test{Name: name}} }
	ra, rb := region("TestA"), region("TestB")
	change := paralleltest.AccessAt(ra, 1, flow.FieldWrite, "Timeout")
	restore := paralleltest.AccessAt(ra, 5, flow.Write, "")
	restore.Restores = true
	if !UndoneByOwnTest(change, []*flow.Access{change, restore}) {
		t.Error("a cleanup of the same test that replaces the variable: want undone")
	}
	plain := paralleltest.AccessAt(ra, 5, flow.Write, "") // not in deferred or cleanup code
	if UndoneByOwnTest(change, []*flow.Access{change, plain}) {
		t.Error("a write outside cleanup code: want not undone")
	}
	other := paralleltest.AccessAt(rb, 5, flow.Write, "")
	other.Restores = true
	if UndoneByOwnTest(change, []*flow.Access{change, other}) {
		t.Error("another test's cleanup: want not undone")
	}
	field := paralleltest.AccessAt(ra, 5, flow.FieldWrite, "Jar")
	field.Restores = true
	if UndoneByOwnTest(change, []*flow.Access{change, field}) {
		t.Error("a cleanup of another field: want not undone")
	}
	set, unset := paralleltest.AccessAt(ra, 1, flow.MethodCall, "SetHeader"), paralleltest.AccessAt(ra, 5, flow.MethodCall, "SetHeader")
	unset.Restores = true
	if !UndoneByOwnTest(set, []*flow.Access{set, unset}) {
		t.Error("the same setter called in cleanup code: want undone")
	}
}
