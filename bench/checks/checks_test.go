// Package checks benchmarks fixturelint's analyzers together, engine and checks, as the command
// runs them (see package drive for the inputs):
//
//	go test -run '^$' -bench . -benchmem ./bench/checks
package checks_test

import (
	"testing"

	"github.com/fixturelint/fixturelint"
	"github.com/fixturelint/fixturelint/bench/drive"
)

func BenchmarkAll(b *testing.B) {
	for _, name := range drive.Inputs {
		b.Run(name, func(b *testing.B) { drive.Analyze(b, name, fixturelint.Analyzers()...) })
	}
}
