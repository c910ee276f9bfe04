package responses

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

// TestFuncBodyInitWrites reads handlers whose branches return after an if or switch whose
// init statement writes the body (if err := writeJSON(w, v); err != nil): every answer has
// a body. The same shapes with an init that does not write answer without one.
func TestFuncBodyInitWrites(t *testing.T) {
	t.Parallel()
	const src = `package h

import (
	"encoding/json"
	"net/http"
)

func writeJSON(w http.ResponseWriter, v any) error { return json.NewEncoder(w).Encode(v) }

func ifInit(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/v" {
		if err := writeJSON(w, "no"); err != nil {
			panic(err)
		}
		return
	}
	writeJSON(w, "v")
}

func ifInitNoWrite(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/v" {
		if err := r.ParseForm(); err != nil {
			panic(err)
		}
		return
	}
	writeJSON(w, "v")
}

func switchInit(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/v" {
		switch err := writeJSON(w, "no"); err {
		case nil:
		}
		return
	}
	writeJSON(w, "v")
}

func switchInitNoWrite(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/v" {
		switch err := r.ParseForm(); err {
		case nil:
		}
		return
	}
	writeJSON(w, "v")
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "h.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{}, Types: map[ast.Expr]types.TypeAndValue{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}
	if _, err := (&types.Config{Importer: importer.Default()}).Check("h", fset, []*ast.File{f}, info); err != nil {
		t.Fatal(err)
	}
	want := map[string]Body{"ifInit": BodyAlways, "ifInitNoWrite": BodyMayLack, "switchInit": BodyAlways, "switchInitNoWrite": BodyMayLack}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Name.Name == "writeJSON" {
			continue
		}
		if got := funcBody(info, fd.Type, fd.Body, ""); got != want[fd.Name.Name] {
			t.Errorf("%s: %v, want %v", fd.Name.Name, got, want[fd.Name.Name])
		}
	}
}
