package fixes

import (
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/schedule"
)

// AfterParallel returns where a statement that gives the test its own copy of something
// goes: after the statement holding the region's t.Parallel() call (so that nothing before
// the pause pays for it), or first in the body when the region has none. Names declared by
// the statement are in scope from there on.
func AfterParallel(r *schedule.Region) token.Pos {
	if stmt := parallelStmt(r); stmt != nil {
		return stmt.End()
	}
	if len(r.Body.List) > 0 {
		return r.Body.List[0].Pos()
	}
	return r.Body.Rbrace
}

// InsertStmt returns the edit that inserts stmt (one statement of source, without
// indentation) at AfterParallel(r), on a line of its own.
func InsertStmt(pass *analysis.Pass, r *schedule.Region, stmt string) analysis.TextEdit {
	if s := parallelStmt(r); s != nil {
		return insert(s.End(), "\n"+Indent(pass, s.Pos())+stmt)
	}
	return InsertFirst(pass, r.Body, stmt)
}

// InsertFirst returns the edit that makes stmt the first statement of body.
func InsertFirst(pass *analysis.Pass, body *ast.BlockStmt, stmt string) analysis.TextEdit {
	if len(body.List) > 0 {
		first := body.List[0].Pos()
		return insert(first, stmt+"\n"+Indent(pass, first))
	}
	outer := Indent(pass, body.Rbrace)
	if pass.Fset.Position(body.Lbrace).Line == pass.Fset.Position(body.Rbrace).Line {
		return insert(body.Rbrace, "\n"+Indent(pass, body.Lbrace)+"\t"+stmt+"\n"+Indent(pass, body.Lbrace))
	}
	return insert(body.Rbrace, "\t"+stmt+"\n"+outer)
}

// parallelStmt returns the statement of the region's body that holds its parallel call.
func parallelStmt(r *schedule.Region) ast.Stmt {
	if r.ParallelCall == nil {
		return nil
	}
	for _, stmt := range r.Body.List {
		if stmt.Pos() <= r.ParallelCall.Pos() && r.ParallelCall.End() <= stmt.End() {
			return stmt
		}
	}
	return nil
}

func insert(pos token.Pos, text string) analysis.TextEdit {
	return analysis.TextEdit{Pos: pos, End: pos, NewText: []byte(text)}
}
