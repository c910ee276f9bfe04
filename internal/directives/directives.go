// Package directives reads the //fixturelint:ignore comments of a package: which checks each
// one silences, on which line, and on which package-level variables' declarations (then it
// silences every finding about the variable, in this package and, through an IgnoredVar
// fact, in the packages that use it). A directive has the form
//
//	//fixturelint:ignore CHECK[,CHECK...] REASON
//
// on the reported line or the line above it. Parse reports malformed ones (no reason, an
// unknown check); the report package reports those that silence nothing:
//
//	set := directives.Parse(pass, index.Vars(), hasTests)
//	for _, d := range set.List {
//		if d.Names("sharedclient") && d.OnLine(position) { ... } // silenced
//	}
package directives

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/decls"
	"github.com/fixturelint/fixturelint/internal/flow"
)

// Checks are the names a //fixturelint:ignore directive may name.
var Checks = []string{"sharedclient", "tokencache", "kafkagroup"}

const directivePrefix = "//fixturelint:ignore"

// A Directive is one well-formed //fixturelint:ignore comment.
type Directive struct {
	Pos    token.Pos
	file   string
	line   int
	checks []string
	Vars   []*types.Var // package-level variables whose declaration it annotates
}

// A Set is the directives of one package.
type Set struct {
	List     []*Directive
	HasTests bool // unused directives are reported only where tests can use them
}

// Parse collects the package's directives, reports malformed ones, and exports an
// IgnoredVar fact for each package-level variable whose declaration carries one.
func Parse(pass *analysis.Pass, vars []*decls.Var, hasTests bool) *Set {
	ds := &Set{HasTests: hasTests}
	for _, file := range pass.Files {
		for _, group := range file.Comments {
			for _, c := range group.List {
				if d := parseDirective(pass, c); d != nil {
					ds.List = append(ds.List, d)
				}
			}
		}
	}
	for _, vd := range vars {
		for _, d := range ds.List {
			if d.annotates(pass.Fset, vd.Gen, vd.Spec) {
				d.Vars = append(d.Vars, vd.Var)
				pass.ExportObjectFact(vd.Var, &flow.IgnoredVar{Checks: d.checks})
			}
		}
	}
	return ds
}

func parseDirective(pass *analysis.Pass, c *ast.Comment) *Directive {
	rest, ok := strings.CutPrefix(c.Text, directivePrefix)
	if !ok || (rest != "" && rest[0] != ' ' && rest[0] != '\t') {
		return nil
	}
	// A comment after the directive ("// why") is not part of it.
	if i := strings.Index(rest, "//"); i >= 0 {
		rest = rest[:i]
	}
	fields := strings.Fields(rest)
	if len(fields) == 0 {
		pass.Report(analysis.Diagnostic{Pos: c.Pos(), End: c.End(), Category: "directive",
			Message: "fixturelint:ignore directive names no check; write //fixturelint:ignore CHECK reason"})
		return nil
	}
	checks := strings.Split(fields[0], ",")
	for _, name := range checks {
		if !slices.Contains(Checks, name) {
			pass.Report(analysis.Diagnostic{Pos: c.Pos(), End: c.End(), Category: "directive",
				Message: "fixturelint:ignore directive names unknown check " + strconvQuote(name) + " (known: " + strings.Join(Checks, ", ") + ")"})
			return nil
		}
	}
	if len(fields) < 2 {
		pass.Report(analysis.Diagnostic{Pos: c.Pos(), End: c.End(), Category: "directive",
			Message: "fixturelint:ignore directive needs a reason after the check names"})
		return nil
	}
	p := pass.Fset.Position(c.Pos())
	return &Directive{Pos: c.Pos(), file: p.Filename, line: p.Line, checks: checks}
}

// annotates reports whether the directive stands on a variable declaration: on the line of
// the spec or of its `var` keyword, or on the line just above either.
func (d *Directive) annotates(fset *token.FileSet, gen *ast.GenDecl, spec *ast.ValueSpec) bool {
	for _, pos := range []token.Pos{spec.Pos(), gen.Pos()} {
		p := fset.Position(pos)
		if p.Filename == d.file && (p.Line == d.line || p.Line == d.line+1) {
			return true
		}
	}
	return false
}

func (d *Directive) Names(check string) bool { return slices.Contains(d.checks, check) }

// OnLine reports whether the directive stands on the line of p or the line above it.
func (d *Directive) OnLine(p token.Position) bool {
	return p.Filename == d.file && (p.Line == d.line || p.Line == d.line+1)
}

func strconvQuote(s string) string { return `"` + s + `"` }
