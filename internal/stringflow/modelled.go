package stringflow

import (
	"github.com/fixturelint/fixturelint/internal/groupjoin"
	"go/types"
)

// readsModelledField reports whether a callee's summarized join reads its group from a field
// of a parameter (or of the receiver) whose type is a modelled configuration (isConfig):
// kafka-go's NewReader builds its own ConsumerGroupConfig from ReaderConfig.GroupID. The
// field sink already reports that join where the caller writes the field, with the model's
// checks (no brokers, never consumed); following the library's own code to its internal
// join would report the same join a second time, at the call, without them.
func (a *StringFlow) readsModelledField(v *stringValue, sig *types.Signature) bool {
	if v == nil || sig == nil {
		return false
	}
	for _, p := range v.parts {
		if p.Path == "" || p.Opts {
			continue
		}
		var t types.Type
		switch {
		case p.Param == receiverParam && sig.Recv() != nil:
			t = sig.Recv().Type()
		case p.Param >= 0 && p.Param < sig.Params().Len():
			t = sig.Params().At(p.Param).Type()
		}
		if t != nil && a.Sinks.IsConfig(t) && a.isGroupField(t, p.Path) {
			return true
		}
	}
	return false
}

// isGroupField reports whether field path of t ends at a field sink (ReaderConfig.GroupID):
// a join whose group the callee builds from another field (Topic + "-group") is the
// callee's own, which no field sink reports.
func (a *StringFlow) isGroupField(t types.Type, path string) bool {
	var field *types.Var
	for path != "" {
		head, rest := groupjoin.SplitPath(path)
		f, _, _ := types.LookupFieldOrMethod(t, true, nil, head)
		v, ok := f.(*types.Var)
		if !ok || !v.IsField() {
			return false
		}
		field, t, path = v, v.Type(), rest
	}
	return field != nil && a.Sinks.DeclaringSink(field) != nil
}
