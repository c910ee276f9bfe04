package httpfacts

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/gocode"
)

// A CallSearch answers whether a call reaches, through the functions of the analysed
// package that it calls (directly or not), a call that Match accepts: a request sent through
// the defaults without naming them, written in a helper. Answers are kept per function; a
// function under examination (recursion) answers false meanwhile.
type CallSearch struct {
	info  *types.Info
	facts *Facts
	match func(*ast.CallExpr) bool
	memo  map[*ast.FuncDecl]bool
}

// NewCallSearch returns a CallSearch for the calls that match accepts.
func NewCallSearch(pass *analysis.Pass, facts *Facts, match func(*ast.CallExpr) bool) *CallSearch {
	return &CallSearch{info: pass.TypesInfo, facts: facts, match: match, memo: make(map[*ast.FuncDecl]bool)}
}

// Through reports whether call calls a function declared in the analysed package whose
// body makes a matching call, itself or through the package's functions it calls.
func (s *CallSearch) Through(call *ast.CallExpr) bool {
	fn := gocode.FuncOf(s.info, call)
	if fn == nil {
		return false
	}
	decl := s.facts.FuncDecl(fn)
	if decl == nil || decl.Body == nil {
		return false
	}
	if found, ok := s.memo[decl]; ok {
		return found
	}
	s.memo[decl] = false
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if inner, ok := n.(*ast.CallExpr); ok && !found {
			found = s.match(inner) || s.Through(inner)
		}
		return !found
	})
	s.memo[decl] = found
	return found
}

// maxReachDepth bounds how many calls deep Reaches looks.
const maxReachDepth = 3

// Reaches reports whether n, or a function declared in the analysed package that it calls
// (at most three calls deep, each function looked at once per question), holds a node that
// match accepts. A call that match accepts is not followed.
func (e *Facts) Reaches(pass *analysis.Pass, n ast.Node, match func(ast.Node) bool) bool {
	return e.reaches(pass.TypesInfo, n, match, make(map[ast.Node]bool), 0)
}

func (e *Facts) reaches(info *types.Info, n ast.Node, match func(ast.Node) bool, seen map[ast.Node]bool, depth int) bool {
	if seen[n] || depth > maxReachDepth {
		return false
	}
	seen[n] = true
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if n == nil {
			return false
		}
		if match(n) {
			found = true
		} else if call, ok := n.(*ast.CallExpr); ok {
			if fn := gocode.FuncOf(info, call); fn != nil && e.FuncDecl(fn) != nil {
				found = e.reaches(info, e.FuncDecl(fn), match, seen, depth+1)
			}
		}
		return !found
	})
	return found
}
