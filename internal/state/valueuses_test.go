package state

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/internal/parallel"
	"github.com/fixturelint/fixturelint/internal/ssaform"
)

const valueUsesSrc = `package p

type Consumer struct{ n int }

func NewConsumer() (*Consumer, error) { return &Consumer{}, nil }
func newOne() *Consumer                { return &Consumer{} }

func (c *Consumer) Subscribe()        {}
func (c *Consumer) Close() error      { return nil }
func (c *Consumer) GetMetadata() int  { return c.n }

type closer interface{ Close() error }

var global *Consumer

func use(*Consumer) {}

func newHelper() (*Consumer, error) { return NewConsumer() }

func NewExported() (*Consumer, error) { return NewConsumer() }

func methods() {
	c, err := NewConsumer()
	if err != nil || c == nil {
		return
	}
	defer c.Close()
	c.GetMetadata()
}

func dropped() {
	NewConsumer()
	_, _ = NewConsumer()
}

func phi(b bool) {
	var c *Consumer
	if b {
		c = newOne()
	} else {
		c = newOne()
	}
	c.Close()
}

func captured() {
	c := newOne()
	func() { c.Subscribe() }()
}

func capturedGo(done chan bool) {
	c := newOne()
	go func() { c.GetMetadata(); done <- true }()
}

func viaInterface() {
	var x closer = newOne()
	x.Close()
}

func argument() { use(newOne()) }

func stored() { global = newOne() }

func methodValue() { f := newOne().Subscribe; f() }

func callers() {
	c, _ := newHelper()
	c.GetMetadata()
	d, _ := newHelper()
	d.Subscribe()
}

func exported() { c, _ := NewExported(); c.Close() }

func spawned() { go newOne() }

func named() (c *Consumer, err error) {
	c, err = NewConsumer()
	return
}

func namedCaller() { c, _ := named(); defer c.Close() }

func sent(ch chan *Consumer) { ch <- newOne() }

func addressTaken() { c := newOne(); keep(&c) }

func keep(**Consumer) {}

type Group interface {
	Close() error
	Consume()
}

type group struct{}

func (group) Close() error { return nil }
func (group) Consume()     {}

func NewGroup() (Group, error) { return group{}, nil }

func groupClosed() {
	g, _ := NewGroup()
	defer g.Close()
}

func groupAsCloser() {
	g, _ := NewGroup()
	var c closer = g
	c.Close()
}

func assignedInClosure() {
	var c *Consumer
	setup := func() { c = newOne() }
	setup()
	c.GetMetadata()
}

func assignedInNestedClosure() {
	var c *Consumer
	func() {
		func() { c = newOne() }()
	}()
	func() { c.Close() }()
}
`

// parseValueUses type-checks src and returns its SSA and files.
func parseValueUses(t *testing.T, src string) (*ssaform.Package, *ast.File) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{
		Types:      make(map[ast.Expr]types.TypeAndValue),
		Defs:       make(map[*ast.Ident]types.Object),
		Uses:       make(map[*ast.Ident]types.Object),
		Implicits:  make(map[ast.Node]types.Object),
		Selections: make(map[*ast.SelectorExpr]*types.Selection),
		Scopes:     make(map[ast.Node]*types.Scope),
		Instances:  make(map[*ast.Ident]types.Instance),
	}
	pkg, err := new(types.Config).Check("p", fset, []*ast.File{f}, info)
	if err != nil {
		t.Fatal(err)
	}
	return ssaform.New(fset, []*ast.File{f}, info, pkg), f
}

// callIn returns the nth call (from 0) written in function fn whose function is named name.
func callIn(t *testing.T, f *ast.File, fn, name string, nth int) *ast.CallExpr {
	t.Helper()
	for _, decl := range f.Decls {
		fd, ok := decl.(*ast.FuncDecl)
		if !ok || fd.Name.Name != fn {
			continue
		}
		var found *ast.CallExpr
		ast.Inspect(fd, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || found != nil {
				return found == nil
			}
			if id, ok := call.Fun.(*ast.Ident); ok && id.Name == name {
				if nth == 0 {
					found = call
				}
				nth--
			}
			return true
		})
		if found != nil {
			return found
		}
	}
	t.Fatalf("no call of %s in %s", name, fn)
	return nil
}

func methodNames(ms []*types.Func) string {
	var names []string
	for _, m := range ms {
		names = append(names, m.Name())
	}
	slices.Sort(names)
	return strings.Join(names, ",")
}

func TestValueUses(t *testing.T) {
	s, f := parseValueUses(t, valueUsesSrc)
	for _, tc := range []struct {
		fn, callee string
		nth        int
		methods    string
		escapes    bool
	}{
		{"methods", "NewConsumer", 0, "Close,GetMetadata", false},
		{"dropped", "NewConsumer", 0, "", false},
		{"dropped", "NewConsumer", 1, "", false},
		{"phi", "newOne", 0, "Close", false},
		{"phi", "newOne", 1, "Close", false},
		{"captured", "newOne", 0, "Subscribe", false},
		{"capturedGo", "newOne", 0, "GetMetadata", false},
		{"viaInterface", "newOne", 0, "Close", false},
		{"argument", "newOne", 0, "", true},
		{"stored", "newOne", 0, "", true},
		{"methodValue", "newOne", 0, "", true},
		// Returned by an unexported helper: its callers' uses are the value's.
		{"newHelper", "NewConsumer", 0, "GetMetadata,Subscribe", false},
		{"callers", "newHelper", 0, "GetMetadata", false},
		{"callers", "newHelper", 1, "Subscribe", false},
		// An exported helper may have callers in other packages.
		{"NewExported", "NewConsumer", 0, "", true},
		// Named results, returned bare.
		{"named", "NewConsumer", 0, "Close", false},
		{"sent", "newOne", 0, "", true},
		{"addressTaken", "newOne", 0, "", true},
		// A constructor that returns an interface: its methods are the interface's.
		{"groupClosed", "NewGroup", 0, "Close", false},
		{"groupAsCloser", "NewGroup", 0, "Close", false},
		// Assigned in a closure to the enclosing function's variable, and used outside the
		// closure, or in another one.
		{"assignedInClosure", "newOne", 0, "GetMetadata", false},
		{"assignedInNestedClosure", "newOne", 0, "Close", false},
	} {
		uses, ok := valueUses(s, callIn(t, f, tc.fn, tc.callee, tc.nth), nil, false)
		if !ok {
			t.Errorf("%s: %s #%d: no answer", tc.fn, tc.callee, tc.nth)
			continue
		}
		if got := methodNames(uses.Methods); got != tc.methods || uses.Escapes != tc.escapes {
			t.Errorf("%s: %s #%d: methods %q, escapes %v; want %q, %v", tc.fn, tc.callee, tc.nth, got, uses.Escapes, tc.methods, tc.escapes)
		}
	}
}

// Calls gives, for each method, the opening parenthesis of each of its calls: deferred,
// in a goroutine, in a closure, and through an interface alike.
func TestValueUsesCalls(t *testing.T) {
	s, f := parseValueUses(t, valueUsesSrc)
	for _, tc := range []struct {
		fn, callee string
		methods    string // "Method@line" of each call (lines of valueUsesSrc), sorted
	}{
		{"methods", "NewConsumer", "Close@27,GetMetadata@28"},
		{"capturedGo", "newOne", "GetMetadata@53"},
		{"viaInterface", "newOne", "Close@58"},
	} {
		uses, ok := valueUses(s, callIn(t, f, tc.fn, tc.callee, 0), nil, false)
		if !ok {
			t.Errorf("%s: no answer", tc.fn)
			continue
		}
		var got []string
		for m, calls := range uses.Calls {
			for _, at := range calls {
				got = append(got, fmt.Sprintf("%s@%d", m.Name(), s.Fset.Position(at).Line))
			}
		}
		slices.Sort(got)
		if g := strings.Join(got, ","); g != tc.methods {
			t.Errorf("%s: calls %q, want %q", tc.fn, g, tc.methods)
		}
	}
}

// A go statement's call is not an ordinary call: no answer, and the syntax decides.
func TestValueUsesNotACall(t *testing.T) {
	s, f := parseValueUses(t, valueUsesSrc)
	if _, ok := valueUses(s, callIn(t, f, "spawned", "newOne", 0), nil, false); ok {
		t.Error("go newOne(): got an answer, want none")
	}
	// A call expression from other syntax than the package's.
	other := &ast.CallExpr{Fun: ast.NewIdent("newOne"), Lparen: token.Pos(1)}
	if _, ok := valueUses(s, other, nil, false); ok {
		t.Error("a call outside the package: got an answer, want none")
	}
}

// Types missing for the package's expressions make go/ssa panic: no SSA, no answer, no
// crash, and the build is not tried again.
func TestValueUsesBuildPanics(t *testing.T) {
	s, f := parseValueUses(t, valueUsesSrc)
	s.Info = &types.Info{}
	before := ssaform.Builds.Load()
	call := callIn(t, f, "methods", "NewConsumer", 0)
	for range 2 {
		if _, ok := valueUses(s, call, nil, false); ok {
			t.Error("got an answer without types")
		}
	}
	if n := ssaform.Builds.Load() - before; n != 1 {
		t.Errorf("%d builds, want 1", n)
	}
	if _, ok := ValueUses((*parallel.Result)(nil), call); ok {
		t.Error("nil Result: got an answer")
	}
	if _, ok := ValueUses(new(parallel.Result), call); ok {
		t.Error("a package without SSA: got an answer")
	}
}

// ValueUsesVia follows a return into the one call it is given, and reports a return past
// the last one.
func TestValueUsesVia(t *testing.T) {
	s, f := parseValueUses(t, valueUsesSrc)
	inHelper := callIn(t, f, "newHelper", "NewConsumer", 0)
	for _, tc := range []struct {
		name     string
		sites    []*ast.CallExpr
		methods  string
		escapes  bool
		returned bool
	}{
		{"no site", nil, "", false, true},
		{"first caller", []*ast.CallExpr{callIn(t, f, "callers", "newHelper", 0)}, "GetMetadata", false, false},
		{"second caller", []*ast.CallExpr{callIn(t, f, "callers", "newHelper", 1)}, "Subscribe", false, false},
		{"not a caller", []*ast.CallExpr{callIn(t, f, "exported", "NewExported", 0)}, "", true, false},
	} {
		uses, ok := valueUses(s, inHelper, tc.sites, true)
		if !ok {
			t.Errorf("%s: no answer", tc.name)
			continue
		}
		if got := methodNames(uses.Methods); got != tc.methods || uses.Escapes != tc.escapes || uses.Returned != tc.returned {
			t.Errorf("%s: methods %q, escapes %v, returned %v; want %q, %v, %v", tc.name, got, uses.Escapes, uses.Returned, tc.methods, tc.escapes, tc.returned)
		}
	}
}

// The engine builds no SSA until a check asks, and builds a package once however many
// questions it gets; a package that does not import testing gets no answer.
func TestSSAIsLazy(t *testing.T) {
	before := ssaform.Builds.Load()
	results := analysistest.Run(t, analysistest.TestData(), parallel.Analyzer, "valueflow")
	if n := ssaform.Builds.Load() - before; n != 0 {
		t.Fatalf("the engine alone built %d packages' SSA, want 0", n)
	}
	asked := 0
	for _, r := range results {
		res, _ := r.Result.(*parallel.Result)
		if res == nil {
			continue
		}
		var calls []*ast.CallExpr
		for _, f := range r.Pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				if call, ok := n.(*ast.CallExpr); ok {
					calls = append(calls, call)
				}
				return true
			})
		}
		imports := parallel.ImportsTesting(r.Pass.Pkg)
		answered := false
		for _, call := range calls {
			_, ok := ValueUses(res, call)
			answered = answered || ok
		}
		if answered != imports {
			t.Errorf("%s: imports testing %v, answered %v", r.Pass.Pkg.Path(), imports, answered)
		}
		if imports {
			asked++
		}
	}
	if asked == 0 {
		t.Fatal("no package of valueflow imports testing")
	}
	if n := ssaform.Builds.Load() - before; n != int64(asked) {
		t.Errorf("%d SSA builds for %d packages asked many questions each, want one each", n, asked)
	}
}
