// Command noopfact is a vet tool whose one analyzer exports one package fact and does nothing
// else: the floor of any vet tool that declares facts, which go vet therefore runs on every
// dependency of the analysed packages, the standard library included.
//
//	go vet -vettool=$(go env GOPATH)/bin/noopfact -noopfact.nonce=$RANDOM ./...
//
// The -noopfact.nonce flag is ignored; a fresh value on each run defeats go vet's result cache.
package main

import (
	"reflect"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/multichecker"
)

// seen is the fact exported for every package.
type seen struct{ Files int }

func (*seen) AFact() {}

func (s *seen) String() string { return "seen" }

var analyzer = &analysis.Analyzer{
	Name:       "noopfact",
	Doc:        "noopfact: exports one fact per package; the baseline of a vet tool with facts",
	Run:        run,
	FactTypes:  []analysis.Fact{(*seen)(nil)},
	ResultType: reflect.TypeOf((*seen)(nil)),
}

func init() {
	analyzer.Flags.String("nonce", "", "ignored; a fresh value defeats go vet's result cache")
}

func run(pass *analysis.Pass) (any, error) {
	f := &seen{Files: len(pass.Files)}
	pass.ExportPackageFact(f)
	return f, nil
}

func main() { multichecker.Main(analyzer) }
