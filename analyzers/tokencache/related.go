package tokencache

import (
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// siteRelated returns the call path of an access made inside helpers and the access itself,
// as related information; nothing for a direct access.
func (c *checker) siteRelated(a *parallel.Access, what string) []analysis.RelatedInformation {
	if len(a.Via) == 0 {
		return nil
	}
	var related []analysis.RelatedInformation
	for _, s := range a.Via {
		if pos := c.posOf(s.Pos); pos.IsValid() {
			related = append(related, analysis.RelatedInformation{Pos: pos, Message: "calls " + s.Callee})
		}
	}
	if pos := c.posOf(a.Site); pos.IsValid() {
		related = append(related, analysis.RelatedInformation{Pos: pos, Message: c.accessedName(a) + " " + what})
	}
	return related
}

// accessedName names what a accesses: the environment variable, or the variable as the
// test's code would name it.
func (c *checker) accessedName(a *parallel.Access) string {
	if a.IsEnv() {
		return a.Env
	}
	return parallel.VarName(c.pass, a.Var)
}

// posOf turns a position, perhaps in another package, into a token.Pos of the pass's file
// set; NoPos when the file set does not know the file.
func (c *checker) posOf(p token.Position) token.Pos {
	if !p.IsValid() {
		return token.NoPos
	}
	var pos token.Pos
	c.pass.Fset.Iterate(func(f *token.File) bool {
		if f.Name() != p.Filename {
			return true
		}
		if p.Offset > 0 && p.Offset <= f.Size() {
			if q := f.Pos(p.Offset); f.Position(q).Line == p.Line {
				pos = q
				return false
			}
		}
		if p.Line >= 1 && p.Line <= f.LineCount() {
			pos = f.LineStart(p.Line)
			return false
		}
		return true
	})
	return pos
}
