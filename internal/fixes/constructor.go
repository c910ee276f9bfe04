package fixes

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/tools/go/analysis"
)

// Constructor returns the name of a constructor that gives a test its own value of the
// package-level variable v, built from its initializer init, and the edits that add it:
//
//	// newX returns a new WHAT for the test, built like the shared x[, and releases it when the test ends].
//	func newX(t testing.TB) T {
//		t.Helper()
//		c := INIT
//		TEARDOWN
//		return c
//	}
//
// teardown is a statement that releases c ("" for none). The constructor goes after v's
// declaration when that is in a test file, else at the end of the package's first test file
// that imports testing, so that every fix that needs it adds the same one; no edits when a
// function newX func(t) T exists already. The initializer keeps the package names it is
// written with, and the type uses the target file's, importing what is missing. The name is
// "" when no constructor can be added (newX names something else, no test file imports
// testing, or a package name means something else there). init must be Reevaluable.
func Constructor(pass *analysis.Pass, v *types.Var, init ast.Expr, what, teardown string) (string, []analysis.TextEdit) {
	name := "new" + Exported(v.Name())
	if obj := pass.Pkg.Scope().Lookup(name); obj != nil {
		if fn, ok := obj.(*types.Func); ok && isConstructorOf(fn, v.Type()) {
			return name, nil
		}
		return "", nil
	}

	declFile := FileOf(pass, v.Pos())
	file, at := declFile, token.NoPos
	if IsTestFile(pass, declFile) {
		for _, decl := range declFile.Decls {
			if decl.Pos() <= v.Pos() && v.Pos() < decl.End() {
				at = decl.End()
			}
		}
	} else {
		var tests []*ast.File
		for _, f := range pass.Files {
			if IsTestFile(pass, f) && ImportedName(pass.TypesInfo, f, "testing") != "" {
				tests = append(tests, f)
			}
		}
		sort.Slice(tests, func(i, j int) bool {
			return pass.Fset.File(tests[i].Pos()).Name() < pass.Fset.File(tests[j].Pos()).Name()
		})
		if len(tests) == 0 {
			return "", nil
		}
		file, at = tests[0], tests[0].End()
	}
	testing := ImportedName(pass.TypesInfo, file, "testing")
	if file == nil || !at.IsValid() || testing == "" {
		return "", nil
	}

	var edits []analysis.TextEdit
	imported := make(map[string]string)
	use := func(p *types.Package, want string) string {
		if n, ok := imported[p.Path()]; ok {
			return n
		}
		n := ImportedName(pass.TypesInfo, file, p.Path())
		if n == "" {
			var es []analysis.TextEdit
			n, es = AddImport(pass, file, p.Path(), p.Name(), at)
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
			if pn, isPkg := pass.TypesInfo.Uses[id].(*types.PkgName); isPkg && use(pn.Imported(), id.Name) != id.Name {
				ok = false
			}
		}
		return ok
	})
	typ := types.TypeString(v.Type(), func(p *types.Package) string {
		if p == pass.Pkg {
			return ""
		}
		return use(p, "")
	})
	if !ok || strings.Contains(typ, "\x00") {
		return "", nil
	}

	initText := strings.ReplaceAll(Text(pass, init), "\n", "\n\t")
	var b strings.Builder
	fmt.Fprintf(&b, "\n\n// %s returns a new %s for the test, built like the shared %s", name, what, v.Name())
	if teardown != "" {
		b.WriteString(", and releases it when the test ends")
	}
	fmt.Fprintf(&b, ".\nfunc %s(t %s.TB) %s {\n\tt.Helper()\n\tc := %s\n", name, testing, typ, initText)
	if teardown != "" {
		fmt.Fprintf(&b, "\t%s\n", teardown)
	}
	b.WriteString("\treturn c\n}")
	if at == file.End() {
		b.WriteString("\n")
	}
	return name, append(edits, analysis.TextEdit{Pos: at, End: at, NewText: []byte(b.String())})
}

// Reevaluable reports whether an initializer can be evaluated again in a constructor: it
// refers to no package-level variable (of any package: state that TestMain or init may set
// up), and to nothing named t or c, which the constructor declares.
func Reevaluable(info *types.Info, init ast.Expr) bool {
	ok := true
	ast.Inspect(init, func(n ast.Node) bool {
		id, isID := n.(*ast.Ident)
		if !isID || !ok {
			return ok
		}
		obj := info.Uses[id]
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

// isConstructorOf reports whether fn is func(testing.TB or *testing.T) T.
func isConstructorOf(fn *types.Func, t types.Type) bool {
	sig, ok := fn.Type().(*types.Signature)
	return ok && sig.Params().Len() == 1 && sig.Results().Len() == 1 && types.Identical(sig.Results().At(0).Type(), t)
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

// Exported returns name with its first word capitalized the way Go spells it after a
// prefix: client -> Client, api -> API, httpClient -> HTTPClient.
func Exported(name string) string {
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
