package report

import (
	"fmt"
	"strings"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/parallel"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// TestNames names the top-level tests of accesses for a message: "TestA", "TestA and TestB",
// "TestA, TestB, TestC and 2 more".
func TestNames(accs []*flow.Access) string {
	var names []string
	seen := make(map[string]bool)
	for _, a := range accs {
		if name := a.Region.Test.Name; !seen[name] {
			seen[name] = true
			names = append(names, name)
		}
	}
	switch {
	case len(names) == 1:
		return names[0]
	case len(names) <= 3:
		return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
	}
	return fmt.Sprintf("%s and %d more", strings.Join(names[:3], ", "), len(names)-3)
}

// ConcurrentTestNames names, for messages, the other top-level tests that may run at the
// same time as a: "TestB, TestC", "TestB, TestC, TestD and 2 more", or "other runs of R"
// when only other runs of a's own region R may.
func ConcurrentTestNames(res *parallel.Result, a *flow.Access) string {
	var names []string
	seen := map[string]bool{a.Region.Test.Name: true}
	for _, r := range res.Regions {
		if r.Body == nil || seen[r.Test.Name] {
			continue
		}
		if schedule.Concurrent(a.Point(), schedule.Point{Region: r, Pos: r.Body.End() - 1}) {
			seen[r.Test.Name] = true
			names = append(names, r.Test.Name)
		}
	}
	switch {
	case len(names) == 0:
		return "other runs of " + a.Region.Name
	case len(names) > 3:
		return fmt.Sprintf("%s and %d more", strings.Join(names[:3], ", "), len(names)-3)
	}
	return strings.Join(names, ", ")
}
