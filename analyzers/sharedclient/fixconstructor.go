package sharedclient

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/fixes"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// constructorFix returns the fix that gives the regions their own value of sv: a
// constructor newX(t testing.TB) built from the variable's initializer (added once: the edit
// is the same for every fix), and `x := newX(t)` after each region's t.Parallel() call, so
// that the rest of the region refers to its own value. Regions where that could change what
// the test does are left out, and without any region left there is no fix:
//   - the variable belongs to another package, has no initializer, or its initializer
//     refers to a package-level variable (state that TestMain or init may set up);
//   - TestMain or init writes the variable;
//   - the region's *testing.T is unnamed or shadowed where the declaration goes;
//   - the region's function already declares the name at its top level, or its file
//     imports a package under that name;
//   - the region reaches the variable before that point, or through a helper (the helper
//     would keep using the shared value), or uses it only in nested subtests;
//   - the constructor's name is taken by something else.
func (c *checker) constructorFix(sv *sharedVar, regions ...*parallel.Region) ([]analysis.SuggestedFix, string) {
	v := sv.v
	if v.Pkg() != c.pass.Pkg {
		return nil, "it is declared in package " + v.Pkg().Name() + ", so build the " + noun(sv.kind) + " in the test or in a helper that takes the *testing.T"
	}
	if len(sv.setupWrites()) > 0 {
		return nil, "TestMain or init sets it up, so build it in each test instead"
	}
	d := c.res.VarDecl(v)
	if d == nil || d.Value() == nil || !c.selfContained(d.Value()) {
		return nil, "its initializer depends on package state, so build it in each test instead"
	}
	if c.usedByPackageCode(v) {
		return nil, "the package's own code uses it, and a test's copy would not reach that code"
	}
	init := d.Value()
	var edits []analysis.TextEdit
	var names []string
	why := ""
	for _, r := range regions {
		e, reason := c.declEdit(sv, r)
		if e != nil {
			edits = append(edits, *e)
			names = append(names, r.Name)
		} else if why == "" {
			why = reason
		}
	}
	if len(edits) == 0 {
		return nil, why
	}
	ctor, ctorEdits := c.constructor(sv, init)
	if ctor == "" {
		return nil, "no constructor can be added for it"
	}
	for i := range edits {
		edits[i].NewText = bytes.ReplaceAll(edits[i].NewText, []byte(ctorPlaceholder), []byte(ctor))
	}
	edits = append(edits, ctorEdits...)
	return []analysis.SuggestedFix{{
		Message:   fmt.Sprintf("give %s its own %s from %s", strings.Join(names, " and "), noun(sv.kind), ctor),
		TextEdits: edits,
	}}, ""
}

const ctorPlaceholder = "\x00ctor\x00"

// declEdit returns the edit that declares the region's own value of sv, or nil when the
// region does not qualify (see constructorFix).
func (c *checker) declEdit(sv *sharedVar, r *parallel.Region) (*analysis.TextEdit, string) {
	v := sv.v
	if r == nil || r.Body == nil {
		return nil, ""
	}
	at := fixes.AfterParallel(r)
	tname := fixes.TName(c.pass.TypesInfo, r, at)
	scope := fixes.FuncScope(c.pass.TypesInfo, r.Func)
	if r.T == nil {
		if !r.RunParallel {
			return nil, "a suite method has no *testing.T parameter: build it in SetupTest from s.T()"
		}
		return nil, "a b.RunParallel body has no *testing.B of its own to build it with"
	}
	if tname == "" || scope == nil {
		return nil, "the test's *testing.T is not in scope under its name"
	}
	if scope.Lookup(v.Name()) != nil || fixes.ImportsName(c.pass.TypesInfo, c.fileOf(r.Body.Pos()), v.Name()) {
		return nil, "the test already uses the name " + v.Name() + " for something else"
	}
	own := false
	for _, a := range sv.uses {
		if a.Pos() < r.Body.Pos() || a.Pos() >= r.Body.End() {
			continue
		}
		if a.Pos() < at {
			return nil, "the test uses it before t.Parallel()"
		}
		if !parallel.Mentions(c.pass.TypesInfo, a.Node, v) {
			if name := c.via(a); name != "" {
				return nil, "the test reaches it through " + name + ", which should take the test's own " + noun(sv.kind)
			}
			return nil, "the test reaches it through a helper, which should take the test's own " + noun(sv.kind)
		}
		if a.Region == r {
			own = true
		}
	}
	if !own {
		return nil, ""
	}
	edit := fixes.InsertStmt(c.pass, r, fmt.Sprintf("%s := %s(%s)", v.Name(), ctorPlaceholder, tname))
	return &edit, ""
}

// setupWrites returns the writes of the variable by TestMain and init functions.
func (sv *sharedVar) setupWrites() []*parallel.Access {
	var ws []*parallel.Access
	for _, a := range sv.setup {
		if a.Op.IsWrite() || a.Op == parallel.MethodCall {
			ws = append(ws, a)
		}
	}
	return ws
}

// selfContained reports whether an initializer can be evaluated again in a test: it refers
// to no package-level variable (of any package), and to nothing named t or c, which the
// constructor declares.
func (c *checker) selfContained(init ast.Expr) bool {
	ok := true
	ast.Inspect(init, func(n ast.Node) bool {
		id, isID := n.(*ast.Ident)
		if !isID || !ok {
			return ok
		}
		obj := c.pass.TypesInfo.Uses[id]
		if v, isVar := obj.(*types.Var); isVar && !v.IsField() && v.Pkg() != nil && v.Parent() == v.Pkg().Scope() {
			ok = false
		}
		if obj != nil && (id.Name == "t" || id.Name == "c") && obj.Parent() != nil && !(obj.Pos() >= init.Pos() && obj.Pos() < init.End()) {
			ok = false
		}
		return ok
	})
	return ok
}

// constructor returns the name of the constructor for sv and the edits that add it (none
// when a function of that name with the right signature exists already), or "" when it
// cannot be added. The edits depend on the variable only, so that the fixes of several
// tests merge into one constructor.
func (c *checker) constructor(sv *sharedVar, init ast.Expr) (string, []analysis.TextEdit) {
	v := sv.v
	name := "new" + exported(v.Name())
	if obj := c.pass.Pkg.Scope().Lookup(name); obj != nil {
		if fn, ok := obj.(*types.Func); ok && isConstructorOf(fn, v.Type()) {
			return name, nil
		}
		return "", nil
	}

	// The file that gets the constructor: the variable's own if it is a test file, else the
	// first test file of the package, so that every fix picks the same one.
	declFile := c.fileOf(v.Pos())
	file, at := declFile, token.NoPos
	if fixes.IsTestFile(c.pass, declFile) {
		for _, decl := range declFile.Decls {
			if decl.Pos() <= v.Pos() && v.Pos() < decl.End() {
				at = decl.End()
			}
		}
	} else {
		var tests []*ast.File
		for _, f := range c.pass.Files {
			if fixes.IsTestFile(c.pass, f) && fixes.ImportedName(c.pass.TypesInfo, f, "testing") != "" {
				tests = append(tests, f)
			}
		}
		sort.Slice(tests, func(i, j int) bool {
			return c.pass.Fset.File(tests[i].Pos()).Name() < c.pass.Fset.File(tests[j].Pos()).Name()
		})
		if len(tests) == 0 {
			return "", nil
		}
		file, at = tests[0], tests[0].End()
	}
	testing := fixes.ImportedName(c.pass.TypesInfo, file, "testing")
	if file == nil || !at.IsValid() || testing == "" {
		return "", nil
	}

	// Imports: the initializer keeps the names it is written with, and the type uses the
	// names of the target file, importing what is missing.
	var edits []analysis.TextEdit
	imported := make(map[string]string)
	use := func(p *types.Package, want string) string {
		if n, ok := imported[p.Path()]; ok {
			return n
		}
		n := fixes.ImportedName(c.pass.TypesInfo, file, p.Path())
		if n == "" {
			var es []analysis.TextEdit
			n, es = fixes.AddImport(c.pass, file, p.Path(), p.Name(), at)
			edits = append(edits, es...)
		}
		if want != "" && n != want {
			n = "\x00"
		}
		imported[p.Path()] = n
		return n
	}
	ok := true
	ast.Inspect(init, func(n ast.Node) bool {
		if id, isID := n.(*ast.Ident); isID {
			if pn, isPkg := c.pass.TypesInfo.Uses[id].(*types.PkgName); isPkg && use(pn.Imported(), id.Name) != id.Name {
				ok = false
			}
		}
		return ok
	})
	typ := types.TypeString(v.Type(), func(p *types.Package) string {
		if p == c.pass.Pkg {
			return ""
		}
		return use(p, "")
	})
	if !ok || strings.Contains(typ, "\x00") {
		return "", nil
	}

	initText := strings.ReplaceAll(c.text(init), "\n", "\n\t")
	td := c.teardown(sv, init)
	var b strings.Builder
	fmt.Fprintf(&b, "\n\n// %s returns a new %s for the test, built like the shared %s", name, noun(sv.kind), v.Name())
	if td != "" {
		b.WriteString(", and releases it when the test ends")
	}
	fmt.Fprintf(&b, ".\nfunc %s(t %s.TB) %s {\n\tt.Helper()\n\tc := %s\n", name, testing, typ, initText)
	if td != "" {
		fmt.Fprintf(&b, "\t%s\n", td)
	}
	b.WriteString("\treturn c\n}")
	if at == file.End() {
		b.WriteString("\n")
	}
	return name, append(edits, analysis.TextEdit{Pos: at, End: at, NewText: []byte(b.String())})
}

// initialisms are the words that Go names write in one case (staticcheck's ST1003 list).
var initialisms = map[string]bool{
	"acl": true, "amqp": true, "api": true, "ascii": true, "cpu": true, "css": true, "db": true,
	"dns": true, "eof": true, "gid": true, "guid": true, "html": true, "http": true,
	"https": true, "id": true, "ip": true, "json": true, "lhs": true, "qps": true, "ram": true,
	"rhs": true, "rpc": true, "rtp": true, "sip": true, "sla": true, "smtp": true, "sql": true,
	"ssh": true, "tcp": true, "tls": true, "ts": true, "ttl": true, "udp": true, "ui": true,
	"uid": true, "uri": true, "url": true, "utf8": true, "uuid": true, "vm": true, "xml": true,
	"xmpp": true, "xsrf": true, "xss": true,
}

// exported returns name with its first word capitalized the way Go spells it after a
// prefix: client -> Client, api -> API, httpClient -> HTTPClient.
func exported(name string) string {
	end := strings.IndexFunc(name, func(r rune) bool { return !unicode.IsLower(r) })
	if end < 0 {
		end = len(name)
	}
	if first := name[:end]; initialisms[first] {
		return strings.ToUpper(first) + name[end:]
	}
	r, size := utf8.DecodeRuneInString(name)
	return string(unicode.ToUpper(r)) + name[size:]
}

// usedByPackageCode reports whether code in the package's non-test files refers to v.
func (c *checker) usedByPackageCode(v *types.Var) bool {
	if c.packageUses == nil {
		c.packageUses = make(map[types.Object]bool)
		for id, obj := range c.pass.TypesInfo.Uses {
			if _, ok := obj.(*types.Var); ok && !fixes.IsTestFile(c.pass, c.fileOf(id.Pos())) {
				c.packageUses[obj] = true
			}
		}
	}
	return c.packageUses[v]
}

// isConstructorOf reports whether fn is func(testing.TB or *testing.T) T.
func isConstructorOf(fn *types.Func, t types.Type) bool {
	sig, ok := fn.Type().(*types.Signature)
	return ok && sig.Params().Len() == 1 && sig.Results().Len() == 1 && types.Identical(sig.Results().At(0).Type(), t)
}

// teardown returns the statement that releases the constructor's value c, "" when there is
// none that is safe: CloseIdleConnections on a client without a transport of its own would
// close the idle connections of http.DefaultTransport, which other tests use.
func (c *checker) teardown(sv *sharedVar, init ast.Expr) string {
	t := sv.typ
	switch sv.kind {
	case parallel.HTTPClient:
		if _, isPtr := types.Unalias(t).(*types.Pointer); isPtr && c.ownTransport(init) {
			return "t.Cleanup(c.CloseIdleConnections)"
		}
		return ""
	case parallel.HTTPTransport:
		if parallel.IsNamedOrPointer(t, "net/http", "Transport") {
			if _, isPtr := types.Unalias(t).(*types.Pointer); isPtr {
				return "t.Cleanup(c.CloseIdleConnections)"
			}
		}
		return ""
	case parallel.RestyClient:
		if m, ok := parallel.LookupPath(t, "GetClient").(*types.Func); ok && m.Type().(*types.Signature).Params().Len() == 0 {
			return "t.Cleanup(c.GetClient().CloseIdleConnections)"
		}
	case parallel.RetryableClient:
		call, ok := ast.Unparen(init).(*ast.CallExpr)
		if ok {
			if fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func); parallel.FuncIs(fn, "github.com/hashicorp/go-retryablehttp", "", "NewClient") {
				return "t.Cleanup(c.HTTPClient.CloseIdleConnections)"
			}
		}
		return ""
	}
	if m, ok := parallel.LookupPath(t, "Close").(*types.Func); ok {
		sig := m.Type().(*types.Signature)
		if sig.Params().Len() == 0 && sig.Results().Len() == 0 {
			return "t.Cleanup(c.Close)"
		}
		if sig.Params().Len() == 0 {
			return "t.Cleanup(func() { c.Close() })"
		}
	}
	return ""
}

// ownTransport reports whether init is &http.Client{...} with a non-nil Transport.
func (c *checker) ownTransport(init ast.Expr) bool {
	u, ok := ast.Unparen(init).(*ast.UnaryExpr)
	if !ok || u.Op != token.AND {
		return false
	}
	lit, ok := u.X.(*ast.CompositeLit)
	if !ok {
		return false
	}
	return parallel.HasField(c.pass.TypesInfo, lit, "Transport")
}
