package state

import (
	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// RestoredIn reports whether the test of write also writes the same variable (the same field
// path, for a field write) in code that runs when the test ends (Access.Restores): a defer or
// a t.Cleanup that puts the saved value back, so that no later test inherits the change; a
// Ginkgo teardown node only when it runs after every run of the write (TeardownCovers).
func RestoredIn(write *flow.Access, accs []*flow.Access) bool {
	test := write.Test()
	if test == nil {
		return false
	}
	for _, b := range accs {
		if b == write || !b.Restores || b.Test() != test || b.Var != write.Var || !b.Op.IsWrite() {
			continue
		}
		if write.Op == flow.FieldWrite && b.Op == flow.FieldWrite && b.Path != write.Path {
			continue
		}
		if b.Region != nil && b.Region.Ginkgo != nil && b.Region.Teardown && !schedule.TeardownCovers(b.Region, write.Region) {
			continue // a Ginkgo teardown that runs around other specs
		}
		return true
	}
	return false
}
