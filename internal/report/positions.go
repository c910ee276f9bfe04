package report

import (
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
)

// This file turns the positions that accesses carry (Access.Site, the steps of Access.Via,
// perhaps in other packages) back into positions of the pass's file set, for related
// information.

// Positions finds positions in one file set by file name; the zero value is not usable.
type Positions struct {
	fset  *token.FileSet
	files map[string]*token.File // by name, built on first use
}

// NewPositions returns a Positions for the pass's file set.
func NewPositions(pass *analysis.Pass) *Positions { return &Positions{fset: pass.Fset} }

// Pos converts p to a token.Pos of the file set; token.NoPos when the file set does not
// know p's file. p's offset is used when it is on p's line in the file set's copy of the
// file; otherwise the start of p's line, moved to p's column when that stays on the line:
// the file set's copy of another package's file, made from its export data, has the lines
// but not their text.
func (ps *Positions) Pos(p token.Position) token.Pos {
	if !p.IsValid() {
		return token.NoPos
	}
	if ps.files == nil {
		ps.files = make(map[string]*token.File)
		ps.fset.Iterate(func(f *token.File) bool {
			if _, dup := ps.files[f.Name()]; !dup {
				ps.files[f.Name()] = f
			}
			return true
		})
	}
	f := ps.files[p.Filename]
	if f == nil {
		return token.NoPos
	}
	if p.Offset > 0 && p.Offset <= f.Size() {
		if q := f.Pos(p.Offset); f.Position(q).Line == p.Line {
			return q
		}
	}
	if p.Line < 1 || p.Line > f.LineCount() {
		return token.NoPos
	}
	pos := f.LineStart(p.Line)
	if p.Column > 1 && f.Offset(pos)+p.Column-1 <= f.Size() {
		if q := pos + token.Pos(p.Column-1); f.Line(q) == p.Line {
			pos = q
		}
	}
	return pos
}

// ViaRelated returns the call path of an access made inside helpers, as related
// information: one entry per step of a.Via from the step numbered from on, "STEP callee",
// and last the access itself with the message site. It returns nothing for a direct access.
func (ps *Positions) ViaRelated(a *flow.Access, from int, step, site string) []analysis.RelatedInformation {
	if len(a.Via) == 0 {
		return nil
	}
	var related []analysis.RelatedInformation
	for i, s := range a.Via {
		if i < from {
			continue
		}
		if pos := ps.Pos(s.Pos); pos.IsValid() {
			related = append(related, analysis.RelatedInformation{Pos: pos, Message: step + " " + s.Callee})
		}
	}
	if pos := ps.Pos(a.Site); pos.IsValid() {
		related = append(related, analysis.RelatedInformation{Pos: pos, Message: site})
	}
	return related
}
