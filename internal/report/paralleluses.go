package report

import (
	"slices"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// ParallelUses is the accesses that the parallel parts of tests make, by top-level test.
type ParallelUses struct {
	Tests   []string                      // the tests with a parallel access, in order of their first
	First   map[string]*flow.Access       // each test's first parallel access
	Regions map[string][]*schedule.Region // each test's regions that make them, in order of first access
}

// ParallelUsesByTest groups the parallel accesses of accs (Access.Parallel) by top-level
// test.
func ParallelUsesByTest(accs []*flow.Access) *ParallelUses {
	p := &ParallelUses{First: make(map[string]*flow.Access), Regions: make(map[string][]*schedule.Region)}
	for _, a := range accs {
		if !a.Parallel {
			continue
		}
		name := a.Region.Test.Name
		if !slices.Contains(p.Regions[name], a.Region) {
			p.Regions[name] = append(p.Regions[name], a.Region)
		}
		if p.First[name] == nil {
			p.First[name] = a
			p.Tests = append(p.Tests, name)
		}
	}
	return p
}

// RegionsWith returns the regions of accs and, after each, the regions of its test that
// make parallel accesses, each once, in that order: the regions that a fix for the code of
// accs must cover.
func (p *ParallelUses) RegionsWith(accs []*flow.Access) []*schedule.Region {
	var regions []*schedule.Region
	for _, a := range accs {
		if !slices.Contains(regions, a.Region) {
			regions = append(regions, a.Region)
		}
		for _, r := range p.Regions[a.Region.Test.Name] {
			if !slices.Contains(regions, r) {
				regions = append(regions, r)
			}
		}
	}
	return regions
}
