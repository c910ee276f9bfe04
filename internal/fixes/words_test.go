package fixes

import "testing"

func TestContainsWord(t *testing.T) {
	for _, tc := range []struct {
		s, name string
		want    bool
	}{
		{"g", "g", true},
		{"%s: expected an error, got nil", "g", false},
		{"group.id=orders", "orders", true},
		{"orders-v2", "orders", true},
		{"reorders", "orders", false},
		{"orders2", "orders", false},
		{"", "orders", false},
		{"anything", "", false},
	} {
		if got := ContainsWord(tc.s, tc.name); got != tc.want {
			t.Errorf("ContainsWord(%q, %q) = %v, want %v", tc.s, tc.name, got, tc.want)
		}
	}
}
