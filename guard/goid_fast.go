//go:build (amd64 || arm64) && !purego

package guard

import "unsafe"

// getg returns the runtime's structure of the calling goroutine (goid_amd64.s, goid_arm64.s).
//
//go:noescape
func getg() unsafe.Pointer

// goidOffset is where the goroutine id sits in the runtime's goroutine structure. The layout
// is private to the runtime and changes between Go versions, so it is not assumed: it is
// found at start-up by comparing the structure of a few goroutines with the ids their stack
// traces print, and the fast path is used only when exactly one offset matches all of them.
var goidOffset, fastGoidOK = calibrateGoid()

func fastGoid() uint64 {
	return *(*uint64)(unsafe.Add(getg(), goidOffset))
}

// scanWords is how much of the goroutine structure calibration looks at; the structure is
// larger, and the id has always been within its first 200 bytes.
const scanWords = 32

func calibrateGoid() (uintptr, bool) {
	var candidates [scanWords]bool
	for i := range candidates {
		candidates[i] = true
	}
	const samples = 3
	for range samples {
		done := make(chan struct{})
		go func() {
			defer close(done)
			id := stackGoid()
			g := getg()
			for i := range candidates {
				if *(*uint64)(unsafe.Add(g, i*8)) != id {
					candidates[i] = false
				}
			}
		}()
		<-done
	}
	found := -1
	for i, ok := range candidates {
		if ok {
			if found >= 0 {
				return 0, false
			}
			found = i
		}
	}
	if found < 0 {
		return 0, false
	}
	return uintptr(found * 8), true
}
