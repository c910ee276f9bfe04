package state

import (
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/httpfacts"
	"github.com/fixturelint/fixturelint/internal/report"
)

// A TransportChange is how an access by test code changes a shared transport.
type TransportChange struct {
	// Via names the helper the change goes through (ViaName); "" for a direct access, and
	// for a changing method that the test's code calls itself.
	Via string
	// Known is set for a call of a method known to change the transport (IsConfigMutator),
	// which is preferred over the field writes inside it.
	Known bool
}

// Change reports whether a changes st's configuration or state, and how: a replacement of
// the variable; a field or element write, except, for a known library type, one that the
// type's own methods make (ByOwnMethod: for such a type only the methods known to change
// the configuration count, and what else the library does with its own state is its
// business; methods of wrapper types and of a check's extra types still count); a call of a
// method known to change it (IsConfigMutator). A library's own state (IsLibraryOwnState) is
// no change.
func (st *SharedTransport) Change(pass *analysis.Pass, a *flow.Access) (TransportChange, bool) {
	ch := TransportChange{Via: report.ViaName(pass, a)}
	if IsLibraryOwnState(pass, a) {
		return ch, false
	}
	switch a.Op {
	case flow.Write:
		return ch, true
	case flow.FieldWrite, flow.ElemWrite:
		if st.Kind != httpfacts.TransportWrapper && st.Kind != httpfacts.CustomTransport && ByOwnMethod(pass.TypesInfo, st.Type, a) {
			return ch, false
		}
		return ch, true
	case flow.MethodCall:
		fn, _ := gocode.LookupPath(st.Type, a.Path).(*types.Func)
		if !IsConfigMutator(fn) {
			return ch, false
		}
		ch.Known = true
		if len(a.Via) > 0 && report.CalleeName(pass, a.Node) == gocode.FuncName(fn, pass.Pkg) {
			ch.Via = "" // the method itself, called directly
		}
		return ch, true
	}
	return ch, false
}
