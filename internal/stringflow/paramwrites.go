package stringflow

import (
	"github.com/fixturelint/fixturelint/internal/groupjoin"
	"go/ast"
	"go/types"
	"slices"
)

// A settings pointer is often handed to another function before the one that joins reads
// its group: a validator, a TLS helper, a logger.
//
//	func Build(s *Settings) *kafka.Reader {
//		if err := validate(s); err != nil { ... }
//		return kafka.NewReader(kafka.ReaderConfig{GroupID: s.Consumer.GroupID, ...})
//	}
//
// Such a call changes the group only if the callee writes that field through its
// parameter. The summary of a function lists, per pointer parameter, the field paths it
// may write (pointerWrites), so that the evaluator keeps the value when the callee writes
// none of them; a callee without a summary writes nothing when it is declared here (its
// summary would be non-empty otherwise), and anything when it is another package's that
// the string flow did not summarize (json.Unmarshal).

// paramWrites returns, for each pointer parameter of decl, the field paths that decl may
// write through it (pointerWrites); nil when it writes none.
func (a *StringFlow) paramWrites(decl *ast.FuncDecl, sig *types.Signature) map[int][]string {
	if sig == nil {
		return nil
	}
	var out map[int][]string
	for i := 0; i < sig.Params().Len(); i++ {
		if paths := a.pointerWrites(decl, sig.Params().At(i)); len(paths) > 0 {
			if out == nil {
				out = make(map[int][]string)
			}
			out[i] = paths
		}
	}
	return out
}

// argWrites returns the field paths that call may write through its argument arg, a
// pointer, and whether they are known: the callee's parameter writes at arg's position.
func (a *StringFlow) argWrites(call *ast.CallExpr, arg ast.Expr) (paths []string, known bool) {
	fn := calleeFunc(a.Pass.TypesInfo, call)
	if fn == nil || call.Ellipsis.IsValid() {
		return nil, false
	}
	fn = fn.Origin()
	sig := fn.Signature()
	i := slices.IndexFunc(call.Args, func(e ast.Expr) bool { return ast.Unparen(e) == arg })
	if i < 0 || (sig.Variadic() && i >= sig.Params().Len()-1) || i >= sig.Params().Len() {
		return nil, false
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if s := a.Pass.TypesInfo.Selections[sel]; s != nil && s.Kind() == types.MethodExpr {
			return nil, false // T.m(recv, args...): arguments are shifted by the receiver
		}
	}
	if a.summarizing[fn] {
		return nil, false // a recursive call: its writes are not known yet
	}
	sum := a.summaryOf(fn)
	if sum == nil {
		return nil, fn.Pkg() == a.Pass.Pkg && a.Res.FuncDecl(fn) != nil
	}
	return sum.paramWrites[i], true
}

// writesThroughArg reports whether call may write field path of what its argument arg, a
// pointer, points to.
func (a *StringFlow) writesThroughArg(call *ast.CallExpr, arg ast.Expr, path string) bool {
	paths, known := a.argWrites(call, arg)
	if !known {
		return true
	}
	return slices.ContainsFunc(paths, func(w string) bool { return groupjoin.Overlaps(w, path) })
}
