package parallel_test

import (
	"testing"

	"github.com/fixturelint/fixturelint/bench/drive"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// Benchmarks of the engine on every package of an input, dependencies included, as go vet runs
// it (see package drive for the inputs):
//
//	go test -run '^$' -bench . -benchmem -count 6 ./internal/parallel | tee new.txt
//	benchstat old.txt new.txt
//
// Subtract BenchmarkBaseline (the driver's own cost) to get the engine's.

func BenchmarkEngine(b *testing.B) {
	for _, name := range drive.Inputs {
		b.Run(name, func(b *testing.B) { drive.Analyze(b, name, parallel.Analyzer) })
	}
}

func BenchmarkBaseline(b *testing.B) {
	for _, name := range drive.Inputs {
		b.Run(name, func(b *testing.B) { drive.Analyze(b, name, drive.Baseline) })
	}
}
