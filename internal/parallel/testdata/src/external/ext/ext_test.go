package ext

import "testing"

// parallelT is an in-package test helper that the external test package uses too.
func parallelT(t *testing.T) { t.Parallel() }

var ParallelT = parallelT
