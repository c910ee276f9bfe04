package flow

import (
	"go/token"
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
	DropInternalCalls(funcs, methods)
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

func TestDropPositions(t *testing.T) {
	site := token.Position{Filename: "/mod/lib@v1.0.0/client.go", Offset: 120, Line: 9, Column: 2}
	step := Step{Callee: "lib.Client.send", Pos: site}
	kept := &Summary{Accesses: []SummaryAccess{{Root: Root{Param: 0}, Op: FieldWrite, Path: "retries", Site: site, Via: []Step{step}}}}
	funcs := map[string]*Summary{"Do": kept}
	DropPositions(funcs, nil)
	got := funcs["Do"].Accesses[0]
	if got.Site.IsValid() || got.Via[0].Pos.IsValid() {
		t.Errorf("positions left: site %v, step %v", got.Site, got.Via[0].Pos)
	}
	if got.Via[0].Callee != step.Callee || got.Path != "retries" || got.Op != FieldWrite {
		t.Errorf("access changed beyond its positions: %+v", got)
	}
	// The engine's own summary, which the package's checks use, keeps them.
	if a := kept.Accesses[0]; a.Site != site || a.Via[0].Pos != site {
		t.Errorf("the summary passed in was changed: %+v", a)
	}
}

func TestHandedOut(t *testing.T) {
	returned := []string{"logger.Logger"}
	for path, want := range map[string]bool{
		"":                   true, // the whole variable, read or replaced
		"logger":             true, // on the way to what is returned
		"logger.Logger":      true,
		"logger.Logger.V":    true, // under it
		"loggerOptions":      false,
		"mu.Lock":            false,
		"logger.LoggerExtra": false,
	} {
		if got := handedOut(path, returned); got != want {
			t.Errorf("handedOut(%q, %q) = %v, want %v", path, returned, got, want)
		}
	}
	if handedOut("", nil) {
		t.Error("an access to a variable nothing returns is handed out")
	}
}
