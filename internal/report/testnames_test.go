package report

import (
	"testing"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

func TestTestNames(t *testing.T) {
	var accs []*flow.Access
	for _, name := range []string{"TestA", "TestA", "TestB", "TestC", "TestD", "TestE"} {
		accs = append(accs, &flow.Access{Region: &schedule.Region{Test: &schedule.Test{Name: name}}})
	}
	for _, c := range []struct {
		n    int
		want string
	}{
		{1, "TestA"},
		{2, "TestA"}, // two regions of one test
		{3, "TestA and TestB"},
		{4, "TestA, TestB and TestC"},
		{6, "TestA, TestB, TestC and 2 more"},
	} {
		if got := TestNames(accs[:c.n]); got != c.want {
			t.Errorf("TestNames(%d accesses) = %q, want %q", c.n, got, c.want)
		}
	}
}
