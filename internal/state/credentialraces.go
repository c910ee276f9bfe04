package state

import (
	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// This file finds the accesses to a credential cache that parallel code makes and that
// may race: unlocked map writes, parallel reads, and the refresh a read runs alongside.

// ConcurrentRefresh returns the first read of the cache in the parallel part of region r
// that a refresh (IsRefresh) running at the same time (Concurrent) can invalidate, and that
// refresh; nil, nil when none. A refresh of another constant key (tokens["bob"]) does not
// invalidate a read of tokens["alice"] (DistinctKeys).
func (tc *CredentialCache) ConcurrentRefresh(pass *analysis.Pass, r *schedule.Region) (read, refresh *flow.Access) {
	for _, a := range tc.Accesses {
		if a.Region != r || !a.Parallel || !tc.IsRead(a) {
			continue
		}
		for _, w := range tc.Accesses {
			if tc.IsRefresh(pass, w) && schedule.Concurrent(w.Point(), a.Point()) && !DistinctKeys(pass.TypesInfo, w, a) {
				return a, w
			}
		}
	}
	return nil, nil
}

// UnlockedMapWrites returns the writes of the cache's map that parallel code makes without
// holding a mutex (IsWrite): element writes, and the Set, Add and Del of a header map. Go's
// maps crash on concurrent writes; none for a cache without a plain map of its own.
func (tc *CredentialCache) UnlockedMapWrites() []*flow.Access {
	if tc.Kind != MapCache && tc.Kind != StructMapCache && tc.Kind != HeaderMapCache {
		return nil
	}
	var writes []*flow.Access
	for _, w := range tc.Accesses {
		mapWrite := w.Op == flow.ElemWrite || (tc.Kind == HeaderMapCache && w.Op == flow.MethodCall) // http.Header's Set and Add write the map
		if mapWrite && w.Parallel && !w.Locked && tc.IsWrite(w) {
			writes = append(writes, w)
		}
	}
	return writes
}

// ParallelReads returns the reads of the cache (IsRead) that parallel code makes, outside
// sync.Once bodies.
func (tc *CredentialCache) ParallelReads() []*flow.Access {
	var reads []*flow.Access
	for _, a := range tc.Accesses {
		if a.Parallel && tc.IsRead(a) && !a.Once {
			reads = append(reads, a)
		}
	}
	return reads
}
