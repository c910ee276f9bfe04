// Command engineonly is fixturelint's engine alone, without the checks, as a vet tool. Set
// against noopfact and the full fixturelint, it tells what the engine costs and what the checks
// cost on top.
//
//	go vet -vettool=$(go env GOPATH)/bin/engineonly -fixturelint.nonce=$RANDOM ./...
package main

import (
	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

func main() { multichecker.Main(parallel.Analyzer) }
