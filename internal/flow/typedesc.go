package flow

import (
	"go/token"
	"go/types"
	"strconv"
	"strings"
)

// A type description is a type written down in one package's analysis and rebuilt in
// another's, for a variable that the second cannot see. Analysed from export data (go vet),
// a package sees of an imported one only what its export data mentions: never an unexported
// package-level variable, and not a type that no exported declaration names. A test in an
// external test package (package sdk_test) reaches such state through the package's
// functions (sdk.Initialize stores defaultClient, sdk.Get sends through it), and the
// summaries name it; the checks need its type to know it is a client or holds a credential.
//
// The description is prefix notation: a named type by package path and name, with its
// underlying type when it belongs to the describing package (the importer may not see it)
// and is not already being described; the importer uses its own type of that name when it
// has one, and otherwise builds a named type (without methods) over the underlying one.
// What cannot be written (type parameters, a nesting too deep) reads back as invalid.

// maxDescDepth bounds how deep the underlying types of the describing package's named types
// are written: a client's fields and their fields, not a whole configuration graph.
const maxDescDepth = 4

// maxDescLen bounds a description's length: past it, named types are written by name only
// (a server type of a hundred fields, each a struct of the package, stays a few kilobytes in
// the facts that every importer decodes).
const maxDescLen = 4096

// describeType writes t, as seen from package home.
func describeType(t types.Type, home *types.Package) string {
	d := typeDescriber{home: home, open: make(map[*types.TypeName]bool)}
	d.typ(t, 0)
	return d.b.String()
}

type typeDescriber struct {
	b    strings.Builder
	home *types.Package
	open map[*types.TypeName]bool // named types whose underlying type is being written
}

func (d *typeDescriber) num(n int) {
	d.b.WriteString(strconv.Itoa(n))
	d.b.WriteByte(';')
}

func (d *typeDescriber) name(s string) {
	d.num(len(s))
	d.b.WriteString(s)
}

func (d *typeDescriber) typ(t types.Type, depth int) {
	switch t := t.(type) {
	case *types.Basic:
		d.b.WriteByte('b')
		d.num(int(t.Kind()))
	case *types.Pointer:
		d.b.WriteByte('*')
		d.typ(t.Elem(), depth)
	case *types.Slice:
		d.b.WriteByte('[')
		d.typ(t.Elem(), depth)
	case *types.Array:
		d.b.WriteByte('a')
		d.num(int(t.Len()))
		d.typ(t.Elem(), depth)
	case *types.Map:
		d.b.WriteByte('m')
		d.typ(t.Key(), depth)
		d.typ(t.Elem(), depth)
	case *types.Chan:
		d.b.WriteByte('c')
		d.num(int(t.Dir()))
		d.typ(t.Elem(), depth)
	case *types.Alias:
		d.typ(types.Unalias(t), depth)
	case *types.Named:
		d.named(t, depth)
	case *types.Struct:
		d.b.WriteByte('s')
		d.num(t.NumFields())
		for i := range t.NumFields() {
			f := t.Field(i)
			d.name(f.Name())
			if f.Embedded() {
				d.b.WriteByte('e')
			} else {
				d.b.WriteByte('f')
			}
			d.typ(f.Type(), depth)
		}
	case *types.Interface:
		d.b.WriteByte('i')
		d.num(t.NumMethods())
		for i := range t.NumMethods() {
			m := t.Method(i)
			d.name(m.Name())
			d.typ(m.Type(), depth)
		}
	case *types.Signature:
		d.b.WriteByte('f')
		if t.Variadic() {
			d.b.WriteByte('v')
		} else {
			d.b.WriteByte('-')
		}
		d.tuple(t.Params(), depth)
		d.tuple(t.Results(), depth)
	default:
		d.b.WriteByte('?') // type parameters, tuples: the importer reads an invalid type
	}
}

func (d *typeDescriber) tuple(t *types.Tuple, depth int) {
	d.num(t.Len())
	for i := range t.Len() {
		d.typ(t.At(i).Type(), depth)
	}
}

// named writes a named type by package and name, and its underlying type when the describing
// package declares it, it is not generic, and it is not already being written.
func (d *typeDescriber) named(t *types.Named, depth int) {
	obj := t.Obj()
	path := ""
	if obj.Pkg() != nil {
		path = obj.Pkg().Path()
	}
	d.b.WriteByte('n')
	d.name(path)
	d.name(obj.Name())
	if obj.Pkg() != d.home || t.TypeParams().Len() > 0 || t.TypeArgs().Len() > 0 || d.open[obj] || depth >= maxDescDepth || d.b.Len() > maxDescLen {
		d.b.WriteByte('.')
		return
	}
	d.b.WriteByte('=')
	d.open[obj] = true
	d.typ(t.Underlying(), depth+1)
	delete(d.open, obj)
}

// A typeReader rebuilds described types in an importing package.
type typeReader struct {
	s    string
	bad  bool
	pkgs func(path string) *types.Package // the importer's view of a package; nil if none
	made map[string]*types.Named          // named types built here, by path and name
}

// readType rebuilds the type that desc describes, with the named types that pkgs gives; it
// returns an invalid type for a description it cannot read.
func readType(desc string, pkgs func(path string) *types.Package, made map[string]*types.Named) types.Type {
	r := &typeReader{s: desc, pkgs: pkgs, made: made}
	t := r.typ()
	if r.bad || r.s != "" {
		return types.Typ[types.Invalid]
	}
	return t
}

func (r *typeReader) byte() byte {
	if r.s == "" {
		r.bad = true
		return 0
	}
	c := r.s[0]
	r.s = r.s[1:]
	return c
}

func (r *typeReader) num() int {
	i := strings.IndexByte(r.s, ';')
	if i < 0 {
		r.bad = true
		return 0
	}
	n, err := strconv.Atoi(r.s[:i])
	if err != nil || n < 0 {
		r.bad = true
		return 0
	}
	r.s = r.s[i+1:]
	return n
}

func (r *typeReader) name() string {
	n := r.num()
	if r.bad || n > len(r.s) {
		r.bad = true
		return ""
	}
	s := r.s[:n]
	r.s = r.s[n:]
	return s
}

func (r *typeReader) typ() types.Type {
	if r.bad {
		return types.Typ[types.Invalid]
	}
	switch r.byte() {
	case 'b':
		k := r.num()
		if k >= len(types.Typ) {
			r.bad = true
			return types.Typ[types.Invalid]
		}
		return types.Typ[k]
	case '*':
		return types.NewPointer(r.typ())
	case '[':
		return types.NewSlice(r.typ())
	case 'a':
		n := r.num()
		return types.NewArray(r.typ(), int64(n))
	case 'm':
		k := r.typ()
		return types.NewMap(k, r.typ())
	case 'c':
		dir := types.ChanDir(r.num())
		return types.NewChan(dir, r.typ())
	case 's':
		n := r.num()
		var fields []*types.Var
		for range n {
			if r.bad {
				break
			}
			name := r.name()
			embedded := r.byte() == 'e'
			fields = append(fields, types.NewField(token.NoPos, nil, name, r.typ(), embedded))
		}
		return types.NewStruct(fields, nil)
	case 'i':
		n := r.num()
		var methods []*types.Func
		for range n {
			if r.bad {
				break
			}
			name := r.name()
			sig, _ := r.typ().(*types.Signature)
			if sig == nil {
				r.bad = true
				break
			}
			methods = append(methods, types.NewFunc(token.NoPos, nil, name, sig))
		}
		return types.NewInterfaceType(methods, nil).Complete()
	case 'f':
		variadic := r.byte() == 'v'
		params := r.tuple()
		results := r.tuple()
		if variadic {
			if params.Len() == 0 {
				r.bad = true
				return types.Typ[types.Invalid]
			}
			if _, ok := params.At(params.Len() - 1).Type().(*types.Slice); !ok {
				r.bad = true
				return types.Typ[types.Invalid]
			}
		}
		return types.NewSignatureType(nil, nil, nil, params, results, variadic)
	case 'n':
		return r.named()
	case '?':
		return types.Typ[types.Invalid]
	}
	r.bad = true
	return types.Typ[types.Invalid]
}

func (r *typeReader) tuple() *types.Tuple {
	n := r.num()
	var vars []*types.Var
	for range n {
		if r.bad {
			break
		}
		vars = append(vars, types.NewParam(token.NoPos, nil, "", r.typ()))
	}
	return types.NewTuple(vars...)
}

// named returns the importer's own type of that package and name when it sees one, else a
// named type built over the described underlying type (once per package and name).
func (r *typeReader) named() types.Type {
	path, name := r.name(), r.name()
	hasUnder := r.byte() == '='
	if r.bad {
		return types.Typ[types.Invalid]
	}
	var p *types.Package
	if path != "" {
		p = r.pkgs(path)
	} else if obj, ok := types.Universe.Lookup(name).(*types.TypeName); ok {
		return r.skipUnder(hasUnder, obj.Type()) // error, comparable
	}
	if p != nil {
		if tn, ok := p.Scope().Lookup(name).(*types.TypeName); ok {
			return r.skipUnder(hasUnder, tn.Type())
		}
	}
	key := path + "." + name
	if t, ok := r.made[key]; ok {
		return r.skipUnder(hasUnder, t)
	}
	if !hasUnder {
		return types.Typ[types.Invalid]
	}
	if p == nil {
		p = types.NewPackage(path, path[strings.LastIndexByte(path, '/')+1:])
	}
	t := types.NewNamed(types.NewTypeName(token.NoPos, p, name, nil), nil, nil)
	r.made[key] = t
	under := r.typ()
	if _, named := under.(*types.Named); named {
		under = under.Underlying() // a type defined over another named type
	}
	t.SetUnderlying(under)
	return t
}

// skipUnder reads past a described underlying type that the importer's own type replaces,
// and returns t.
func (r *typeReader) skipUnder(hasUnder bool, t types.Type) types.Type {
	if hasUnder {
		saved := r.made
		r.made = make(map[string]*types.Named) // what is built only to be skipped stays out
		r.typ()
		r.made = saved
	}
	return t
}
