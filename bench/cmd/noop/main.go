// Command noop is a vet tool whose one analyzer does nothing and declares no facts: the floor
// of what go vet costs with any -vettool (parsing and type-checking the analysed packages).
//
//	go vet -vettool=$(go env GOPATH)/bin/noop -noop.nonce=$RANDOM ./...
//
// The -noop.nonce flag is ignored; a fresh value on each run defeats go vet's result cache.
package main

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/multichecker"
)

var analyzer = &analysis.Analyzer{
	Name: "noop",
	Doc:  "noop: does nothing; the baseline of a vet tool without facts",
	Run:  func(*analysis.Pass) (any, error) { return nil, nil },
}

func init() {
	analyzer.Flags.String("nonce", "", "ignored; a fresh value defeats go vet's result cache")
}

func main() { multichecker.Main(analyzer) }
