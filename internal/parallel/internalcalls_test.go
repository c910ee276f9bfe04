package parallel

import (
	"go/types"
	"testing"
)

func TestDropInternalCalls(t *testing.T) {
	tn := types.NewTypeName(0, nil, "Client", nil)
	funcs := map[string]*Summary{
		// Only calls of its own unexported methods: nothing is left.
		"Helper": {Accesses: []SummaryAccess{
			{Root: Root{Param: 0}, Op: MethodCall, Path: "do"},
			{Root: Root{Param: 0}, Op: MethodCall, Path: "cfg.lookup"},
		}},
		// Parallel on a parameter is kept, whatever else goes.
		"Run": {Parallel: []int{0}, Accesses: []SummaryAccess{{Root: Root{Param: 1}, Op: MethodCall, Path: "setup"}}},
	}
	methods := map[*types.TypeName]map[string]*Summary{tn: {
		"Do": {Accesses: []SummaryAccess{
			{Root: Root{Param: 0}, Op: MethodCall, Path: "send"},                                // dropped
			{Root: Root{Param: 0}, Op: MethodCall, Path: "hc.Do"},                               // an exported method: kept
			{Root: Root{Param: 0}, Op: MethodCall, Path: "SetHeader"},                           // kept
			{Root: Root{Param: 0}, Op: FieldWrite, Path: "retries"},                             // a write: kept
			{Root: Root{PkgPath: "example.com/lib", Name: "pool"}, Op: MethodCall, Path: "get"}, // on a variable: kept
			{Root: Root{Env: true, Name: "TOKEN"}, Op: Read},                                    // kept
		}},
	}}
	dropInternalCalls(funcs, methods)
	if s, ok := funcs["Helper"]; ok {
		t.Errorf("Helper = %v, want no summary", s)
	}
	if got, want := funcs["Run"].String(), "parallel[0]"; got != want {
		t.Errorf("Run = %s, want %s", got, want)
	}
	if got, want := methods[tn]["Do"].String(), "methodcall(param0.hc.Do) methodcall(param0.SetHeader) fieldwrite(param0.retries) methodcall(lib.pool.get) read(env.TOKEN)"; got != want {
		t.Errorf("Do = %s\nwant %s", got, want)
	}
}
