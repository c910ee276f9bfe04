package flow

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strconv"
	"testing"
)

// typedescSrc declares the variables whose types are written down and read back.
const typedescSrc = `package sdk

import "net/http"

type Config struct{ Key, BaseURL string }

type client struct {
	http *http.Client
	cfg  Config
	next *client
	Config
}

type doer interface {
	Do(*http.Request) (*http.Response, error)
}

type tokens map[string][]byte

type list[T any] struct{ items []T }

var (
	defaultClient *client
	caches        map[string]*client
	pending       chan<- *http.Request
	byName        [4]tokens
	d             doer
	hook          func(string, ...int) error
	generic       list[int]
	timeout       int64
)
`

// TestTypeDescRoundTrip writes down each variable's type and reads it back in a view of the
// package that holds only its exported types (as export data does): the types read back print
// as the originals, the package's own unexported named types are rebuilt with their
// structure, and another package's types are that package's.
func TestTypeDescRoundTrip(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "sdk.go", typedescSrc, 0)
	if err != nil {
		t.Fatal(err)
	}
	conf := types.Config{Importer: importer.Default()}
	pkg, err := conf.Check("example.com/sdk", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	// The importer's view: the package with its exported Config only, and net/http.
	view := types.NewPackage("example.com/sdk", "sdk")
	config := pkg.Scope().Lookup("Config").(*types.TypeName)
	view.Scope().Insert(config)
	var nethttp *types.Package
	for _, imp := range pkg.Imports() {
		if imp.Path() == "net/http" {
			nethttp = imp
		}
	}
	pkgs := func(path string) *types.Package {
		switch path {
		case "example.com/sdk":
			return view
		case "net/http":
			return nethttp
		}
		return nil
	}
	made := make(map[string]*types.Named)
	for _, tc := range []struct{ name, want string }{
		{"defaultClient", "*example.com/sdk.client"},
		{"caches", "map[string]*example.com/sdk.client"},
		{"pending", "chan<- *net/http.Request"},
		{"byName", "[4]example.com/sdk.tokens"},
		{"d", "example.com/sdk.doer"},
		{"hook", "func(string, ...int) error"},
		{"generic", "invalid type"}, // an instance of a generic type of the hidden package
		{"timeout", "int64"},
	} {
		v := pkg.Scope().Lookup(tc.name).(*types.Var)
		desc := describeType(v.Type(), pkg)
		got := readType(desc, pkgs, made)
		if s := types.TypeString(got, nil); s != tc.want {
			t.Errorf("%s: read back %s (from %q), want %s", tc.name, s, desc, tc.want)
		}
	}

	// The rebuilt client has the original's fields, its self-reference resolved to itself,
	// and the visible Config as the importer's own type.
	c := made["example.com/sdk.client"]
	if c == nil {
		t.Fatal("client was not rebuilt")
	}
	st, ok := c.Underlying().(*types.Struct)
	if !ok || st.NumFields() != 4 {
		t.Fatalf("client's underlying type: %v", c.Underlying())
	}
	if got := st.Field(0).Type().String(); got != "*net/http.Client" {
		t.Errorf("client.http: %s", got)
	}
	if st.Field(1).Type() != config.Type() {
		t.Errorf("client.cfg is %v, not the view's Config", st.Field(1).Type())
	}
	if p, ok := st.Field(2).Type().(*types.Pointer); !ok || p.Elem() != c {
		t.Errorf("client.next is %v, not *client", st.Field(2).Type())
	}
	if !st.Field(3).Embedded() {
		t.Error("client's Config is not embedded")
	}
	// The rebuilt interface keeps its method, so a Do-shaped client is still one.
	iface, ok := made["example.com/sdk.doer"].Underlying().(*types.Interface)
	if !ok || iface.NumMethods() != 1 || iface.Method(0).Name() != "Do" {
		t.Errorf("doer: %v", made["example.com/sdk.doer"])
	}
}

// TestReadTypeRejectsGarbage reads truncated and malformed descriptions: an invalid type,
// never a panic.
func TestReadTypeRejectsGarbage(t *testing.T) {
	pkgs := func(string) *types.Package { return nil }
	for _, desc := range []string{"", "*", "b99;", "s2;1;a", "n3;abc", "m", "fv0;0;", "x", "b2;b2;", "i1;2;Do*b2;"} {
		got := readType(desc, pkgs, make(map[string]*types.Named))
		if got != types.Typ[types.Invalid] {
			t.Errorf("readType(%q) = %v, want an invalid type", desc, got)
		}
	}
}

// TestTypeDescBounded describes a type whose fields nest the package's own structs widely:
// the description stays near maxDescLen, with the named types past it by name only.
func TestTypeDescBounded(t *testing.T) {
	pkg := types.NewPackage("example.com/wide", "wide")
	var leaf types.Type = types.Typ[types.String]
	for level := range 4 {
		var fields []*types.Var
		for i := range 40 {
			fields = append(fields, types.NewField(token.NoPos, pkg, "F"+strconv.Itoa(i), leaf, false))
		}
		leaf = types.NewNamed(types.NewTypeName(token.NoPos, pkg, "T"+strconv.Itoa(level), nil), types.NewStruct(fields, nil), nil)
	}
	desc := describeType(leaf, pkg)
	if len(desc) > 2*maxDescLen {
		t.Errorf("description of %d bytes, want about %d at most", len(desc), maxDescLen)
	}
	if got := readType(desc, func(string) *types.Package { return nil }, make(map[string]*types.Named)); got == types.Typ[types.Invalid] {
		t.Errorf("the bounded description does not read back: %.200s", desc)
	}
}
