package groupjoin

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// A Judge judges what code does with a consumer configuration, or with a consumer,
// once the flow has found a group ID in it: whether a consumer built from it joins its
// group (a constructor that only connects joins when its methods do), whether it reaches
// a broker at all, and whether a function hands it on unchanged to the library. Its
// indexes are the package's own, built on first use.
type Judge struct {
	Pass  *analysis.Pass
	Res   *parallel.Result
	Sinks *SinkSet

	// Indexes for following configuration values (configuse.go), built on first use.
	parentIndex      map[ast.Node]ast.Node
	useIndex         map[*types.Var][]*ast.Ident
	defIndex         map[*types.Var]*ast.Ident
	varConsumedCache map[consumedKey]bool

	// How a consumer that a function returns is judged (consumeruse.go): sites are
	// the calls through which a configuration entered the function being followed, from the
	// outermost; throughResult makes a consumer returned past them join no group, and
	// records its type in returnedType (the sink then joins through the function's result
	// only).
	sites         []*ast.CallExpr
	throughResult bool
	returnedType  string
	ReachedLazy   bool // a consumerJoins question was asked since the flag was cleared
}

func NewJudge(pass *analysis.Pass, res *parallel.Result, sinks *SinkSet) *Judge {
	return &Judge{Pass: pass, Res: res, Sinks: sinks, varConsumedCache: make(map[consumedKey]bool)}
}
