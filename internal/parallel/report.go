package parallel

import (
	"go/types"

	"golang.org/x/tools/go/analysis"
)

// A Reporter reports a check's diagnostics, honouring //fixturelint:ignore directives. Each
// check makes one per pass and calls Close at the end of its run, which reports the
// directives naming the check that silenced nothing.
type Reporter struct {
	pass *analysis.Pass
	res  *Result
	used map[*directive]bool
}

// NewReporter returns a Reporter for the check running pass.
func NewReporter(pass *analysis.Pass, res *Result) *Reporter {
	return &Reporter{pass: pass, res: res, used: make(map[*directive]bool)}
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
	var ds []*directive
	if r.res != nil && r.res.directives != nil {
		ds = r.res.directives.list
	}
	p := r.pass.Fset.Position(d.Pos)
	for _, dir := range ds {
		if dir.names(check) && dir.onLine(p) {
			r.used[dir] = true
			return true
		}
	}
	if about == nil {
		return false
	}
	for _, dir := range ds {
		for _, v := range dir.vars {
			if v == about && dir.names(check) {
				r.used[dir] = true
				return true
			}
		}
	}
	if r.res != nil {
		for _, c := range r.res.ignoredVars[about] {
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
	if r.res == nil || r.res.directives == nil || !r.res.directives.hasTests {
		return
	}
	check := r.pass.Analyzer.Name
	for _, dir := range r.res.directives.list {
		if dir.names(check) && !r.used[dir] {
			r.pass.Report(analysis.Diagnostic{Pos: dir.pos, Category: "directive",
				Message: "fixturelint:ignore directive for " + check + " silences nothing; remove it"})
		}
	}
}
