package report

import (
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/directives"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// A Reporter reports a check's diagnostics, honouring //fixturelint:ignore directives. Each
// check makes one per pass and calls Close at the end of its run, which reports the
// directives naming the check that silenced nothing.
type Reporter struct {
	pass *analysis.Pass
	res  *parallel.Result
	used map[*directives.Directive]bool
}

// NewReporter returns a Reporter for the check running pass.
func NewReporter(pass *analysis.Pass, res *parallel.Result) *Reporter {
	return &Reporter{pass: pass, res: res, used: make(map[*directives.Directive]bool)}
}

// Report reports d unless a directive for this check silences it: one on d's line or the
// line above, or one on the declaration of about (which may be nil, or belong to another
// package).
func (r *Reporter) Report(d analysis.Diagnostic, about *types.Var) {
	if r.silenced(d, about) {
		return
	}
	r.pass.Report(d)
}

func (r *Reporter) silenced(d analysis.Diagnostic, about *types.Var) bool {
	check := r.pass.Analyzer.Name
	var ds []*directives.Directive
	if r.res != nil && r.res.Directives != nil {
		ds = r.res.Directives.List
	}
	p := r.pass.Fset.Position(d.Pos)
	for _, dir := range ds {
		if dir.Names(check) && dir.OnLine(p) {
			r.used[dir] = true
			return true
		}
	}
	if about == nil {
		return false
	}
	for _, dir := range ds {
		for _, v := range dir.Vars {
			if v == about && dir.Names(check) {
				r.used[dir] = true
				return true
			}
		}
	}
	if r.res != nil {
		for _, c := range r.res.IgnoredVars[about] {
			if c == check {
				return true
			}
		}
	}
	return false
}

// Close reports each directive naming this check that silenced nothing. It does so only in
// packages with tests: elsewhere the findings that a directive is for are not computed.
func (r *Reporter) Close() {
	if r.res == nil || r.res.Directives == nil || !r.res.Directives.HasTests {
		return
	}
	check := r.pass.Analyzer.Name
	for _, dir := range r.res.Directives.List {
		if dir.Names(check) && !r.used[dir] {
			r.pass.Report(analysis.Diagnostic{Pos: dir.Pos, Category: "directive",
				Message: "fixturelint:ignore directive for " + check + " silences nothing; remove it"})
		}
	}
}
