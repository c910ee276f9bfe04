package parallel

import "testing"

func TestWriteCovers(t *testing.T) {
	r := &Region{}
	for _, tc := range []struct {
		name string
		x, w *Access
		want bool
	}{
		{"the variable replaced", accessAt(r, 1, Write, ""), accessAt(r, 1, FieldWrite, "Timeout"), true},
		{"the same field", accessAt(r, 1, FieldWrite, "Timeout"), accessAt(r, 1, FieldWrite, "Timeout"), true},
		{"a field that holds it", accessAt(r, 1, FieldWrite, "TLSClientConfig"), accessAt(r, 1, FieldWrite, "TLSClientConfig.InsecureSkipVerify"), true},
		{"a field inside it", accessAt(r, 1, FieldWrite, "TLSClientConfig.InsecureSkipVerify"), accessAt(r, 1, FieldWrite, "TLSClientConfig"), false},
		{"another field", accessAt(r, 1, FieldWrite, "Jar"), accessAt(r, 1, FieldWrite, "Timeout"), false},
		{"a field, for a replacement", accessAt(r, 1, FieldWrite, "Transport"), accessAt(r, 1, Write, ""), false},
		{"a prefix that is not a field", accessAt(r, 1, FieldWrite, "Time"), accessAt(r, 1, FieldWrite, "Timeout"), false},
	} {
		if got := WriteCovers(tc.x, tc.w); got != tc.want {
			t.Errorf("%s: WriteCovers = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestUndoneByOwnTest(t *testing.T) {
	region := func(name string) *Region { return &Region{Test: &Test{Name: name}} }
	ra, rb := region("TestA"), region("TestB")
	change := accessAt(ra, 1, FieldWrite, "Timeout")
	restore := accessAt(ra, 5, Write, "")
	restore.Restores = true
	if !UndoneByOwnTest(change, []*Access{change, restore}) {
		t.Error("a cleanup of the same test that replaces the variable: want undone")
	}
	plain := accessAt(ra, 5, Write, "") // not in deferred or cleanup code
	if UndoneByOwnTest(change, []*Access{change, plain}) {
		t.Error("a write outside cleanup code: want not undone")
	}
	other := accessAt(rb, 5, Write, "")
	other.Restores = true
	if UndoneByOwnTest(change, []*Access{change, other}) {
		t.Error("another test's cleanup: want not undone")
	}
	field := accessAt(ra, 5, FieldWrite, "Jar")
	field.Restores = true
	if UndoneByOwnTest(change, []*Access{change, field}) {
		t.Error("a cleanup of another field: want not undone")
	}
	set, unset := accessAt(ra, 1, MethodCall, "SetHeader"), accessAt(ra, 5, MethodCall, "SetHeader")
	unset.Restores = true
	if !UndoneByOwnTest(set, []*Access{set, unset}) {
		t.Error("the same setter called in cleanup code: want undone")
	}
}
