package groupjoin

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// The sinks come from the library knowledge (knowledge.GroupArgFuncs, GroupFields, ...),
// keyed by normalized package paths (knowledge.NormalizePath), and from -kafkagroup.sinks.

// An argSink is the group-ID argument of a function or method: argument index (receiver
// not counted), or, when path is not empty, the field at that path of the argument (a
// request whose field names the group).
type argSink struct {
	index int
	path  string
}

// SinkSet is the set of sinks one run checks: the built-in ones and -kafkagroup.sinks.
type SinkSet struct {
	funcs  map[string]argSink
	fields map[string]bool
	pkgs   map[string]bool // normalized paths of packages declaring a sink or a broker
}

func NewSinkSet(extra string) (*SinkSet, error) {
	s := &SinkSet{funcs: map[string]argSink{}, fields: map[string]bool{}, pkgs: map[string]bool{}}
	for k, v := range knowledge.GroupArgFuncs {
		s.funcs[k] = argSink{index: v.Index, path: v.Path}
		s.addPkg(k)
	}
	for _, path := range knowledge.SaramaPaths {
		for k, v := range knowledge.SaramaGroupRequests {
			s.funcs[path+"."+k] = argSink{index: v.Index, path: v.Path}
		}
	}
	for k := range knowledge.GroupFields {
		s.fields[k] = true
	}
	for _, m := range []map[string]bool{knowledge.GroupFields, knowledge.GroupConfigMaps, knowledge.TestBrokerFuncs} {
		for k := range m {
			s.addPkg(k)
		}
	}
	s.addPkg(GokaNewProcessor)
	for _, entry := range strings.Split(extra, ",") {
		entry = strings.TrimSpace(entry)
		if entry == "" {
			continue
		}
		name, arg, hasArg := strings.Cut(entry, ":")
		if !strings.Contains(name[strings.LastIndex(name, "/")+1:], ".") {
			return nil, fmt.Errorf("-kafkagroup.sinks: %q is not pkgpath.Func:argIndex[.Field...], pkgpath.Type.Method:argIndex[.Field...] or pkgpath.Type.Field", entry)
		}
		if hasArg {
			sink, err := parseArgSink(arg)
			if err != nil {
				return nil, fmt.Errorf("-kafkagroup.sinks: %v in %q", err, entry)
			}
			s.funcs[name] = sink
			s.funcs[knowledge.NormalizeKey(name)] = sink
		} else {
			s.fields[name] = true
			s.fields[knowledge.NormalizeKey(name)] = true
		}
		s.addPkg(name)
	}
	return s, nil
}

// parseArgSink parses the argument of a function sink: "1", or "0.GroupId" for field
// GroupId of argument 0 ("0.Req.GroupId" for a field of a field), at most MaxPathDepth
// fields deep.
func parseArgSink(arg string) (argSink, error) {
	index, path, hasPath := strings.Cut(arg, ".")
	i, err := strconv.Atoi(index)
	if err != nil || i < 0 {
		return argSink{}, fmt.Errorf("bad argument index")
	}
	if !hasPath {
		return argSink{index: i}, nil
	}
	if strings.Count(arg, ".") > MaxPathDepth {
		return argSink{}, fmt.Errorf("a field path deeper than %d", MaxPathDepth)
	}
	for _, f := range strings.Split(path, ".") {
		if !token.IsIdentifier(f) {
			return argSink{}, fmt.Errorf("bad field name %q", f)
		}
	}
	return argSink{index: i, path: path}, nil
}

// addPkg records the package of a "pkg.Name" or "pkg.Type.Name" key: every prefix of the
// key that ends before a dot of its last path element.
func (s *SinkSet) addPkg(key string) {
	slash := strings.LastIndex(key, "/")
	for i := slash + 1; i < len(key); i++ {
		if key[i] == '.' {
			s.pkgs[knowledge.NormalizePath(key[:i])] = true
		}
	}
}

// Relevant reports whether a package with this path declares a sink or a broker.
func (s *SinkSet) Relevant(path string) bool { return s.pkgs[knowledge.NormalizePath(path)] }

// FuncKey returns "pkgpath.Func" or "pkgpath.Type.Method" for fn, with the normalized path.
func FuncKey(fn *types.Func) string {
	if fn == nil || fn.Pkg() == nil {
		return ""
	}
	fn = fn.Origin()
	path := knowledge.NormalizePath(fn.Pkg().Path())
	if recv := fn.Signature().Recv(); recv != nil {
		if named := NamedOf(recv.Type()); named != nil {
			return path + "." + named.Obj().Name() + "." + fn.Name()
		}
		return ""
	}
	return path + "." + fn.Name()
}

// NamedOf returns the named type of t or *t, or nil.
func NamedOf(t types.Type) *types.Named {
	if t == nil {
		return nil
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	named, _ := types.Unalias(t).(*types.Named)
	return named
}

func typeName(named *types.Named) string {
	return displayName(named.Obj().Pkg(), named.Obj().Name())
}

func recvType(fn *types.Func) types.Type {
	if recv := fn.Signature().Recv(); recv != nil {
		return recv.Type()
	}
	return nil
}

func TypeKey(named *types.Named) string {
	if named == nil || named.Obj().Pkg() == nil {
		return ""
	}
	return knowledge.NormalizePath(named.Obj().Pkg().Path()) + "." + named.Obj().Name()
}

// displayName is "pkg.Name" or "pkg.Type.Name" for messages, with the package's name.
func displayName(pkg *types.Package, rest ...string) string {
	return pkg.Name() + "." + strings.Join(rest, ".")
}

// A Hit is a place where a group ID enters a Kafka client.
type Hit struct {
	Expr   ast.Expr // the group ID expression, or the argument that holds it in field path
	Path   string   // the field path of expr that holds the group ID ("GroupId"); "" for expr itself
	Sink   string   // the sink, for messages: "kgo.ConsumerGroup", "kafka.ReaderConfig.GroupID"
	Prefix string   // text before the ID in expr ("group.id=" for ConfigMap.Set)
	Pos    token.Pos
}

// Hits returns the sinks that node n feeds directly.
func (s *SinkSet) Hits(info *types.Info, n ast.Node) []Hit {
	switch n := n.(type) {
	case *ast.CallExpr:
		return s.callHits(info, n)
	case *ast.CompositeLit:
		return s.litHits(info, n)
	case *ast.AssignStmt:
		if n.Tok != token.ASSIGN || len(n.Lhs) != len(n.Rhs) {
			return nil
		}
		var out []Hit
		for i, lhs := range n.Lhs {
			if h, ok := s.assignHit(info, lhs, n.Rhs[i]); ok {
				out = append(out, h)
			}
		}
		return out
	}
	return nil
}

func (s *SinkSet) callHits(info *types.Info, call *ast.CallExpr) []Hit {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil {
		return nil
	}
	key := FuncKey(fn)
	if key == "" {
		return nil
	}
	if arg, ok := s.funcs[key]; ok {
		i := arg.index
		if i < len(call.Args) && !(call.Ellipsis.IsValid() && i == len(call.Args)-1) {
			name := displayName(fn.Pkg(), fn.Name())
			if named := NamedOf(recvType(fn)); named != nil {
				name = displayName(fn.Pkg(), named.Obj().Name(), fn.Name())
			}
			if arg.path != "" {
				name += "(" + paramName(fn.Signature(), i) + "." + arg.path + ")"
			}
			return []Hit{{Expr: call.Args[i], Path: arg.path, Sink: name, Pos: call.Pos()}}
		}
		return nil
	}
	// ConfigMap methods.
	recv := fn.Signature().Recv()
	if recv == nil || !knowledge.GroupConfigMaps[TypeKey(NamedOf(recv.Type()))] {
		return nil
	}
	mapName := typeName(NamedOf(recv.Type()))
	switch fn.Name() {
	case "SetKey":
		if len(call.Args) == 2 && constString(info, call.Args[0]) == knowledge.GroupIDKey {
			return []Hit{{Expr: call.Args[1], Sink: mapName + ".SetKey(\"group.id\")", Pos: call.Pos()}}
		}
	case "Set":
		if len(call.Args) == 1 {
			return []Hit{{Expr: call.Args[0], Sink: mapName + ".Set(\"group.id=...\")", Prefix: knowledge.GroupIDKey + "=", Pos: call.Pos()}}
		}
	}
	return nil
}

// paramName names parameter i of sig for messages: its name, or "argI" when it has none.
func paramName(sig *types.Signature, i int) string {
	if i < sig.Params().Len() {
		if name := sig.Params().At(i).Name(); name != "" && name != "_" {
			return name
		}
	}
	return "arg" + strconv.Itoa(i)
}

func (s *SinkSet) litHits(info *types.Info, lit *ast.CompositeLit) []Hit {
	named := NamedOf(info.TypeOf(lit))
	key := TypeKey(named)
	if key == "" {
		return nil
	}
	if knowledge.GroupConfigMaps[key] {
		for _, elt := range lit.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok && constString(info, kv.Key) == knowledge.GroupIDKey {
				return []Hit{{Expr: kv.Value, Sink: typeName(named) + "[\"group.id\"]", Pos: kv.Pos()}}
			}
		}
		return nil
	}
	st, ok := named.Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	var out []Hit
	for i, elt := range lit.Elts {
		var field *types.Var
		value := elt
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			id, _ := kv.Key.(*ast.Ident)
			if id == nil {
				continue
			}
			field, _ = info.Uses[id].(*types.Var)
			value = kv.Value
		} else if i < st.NumFields() {
			field = st.Field(i)
		}
		if name, ok := s.fieldSink(named, field); ok {
			out = append(out, Hit{Expr: value, Sink: name, Pos: elt.Pos()})
		}
	}
	return out
}

func (s *SinkSet) assignHit(info *types.Info, lhs, rhs ast.Expr) (Hit, bool) {
	switch lhs := ast.Unparen(lhs).(type) {
	case *ast.SelectorExpr:
		sel := info.Selections[lhs]
		if sel == nil || sel.Kind() != types.FieldVal {
			return Hit{}, false
		}
		field, _ := sel.Obj().(*types.Var)
		if name, ok := s.fieldSink(fieldOwner(sel.Recv(), sel.Index()), field); ok {
			return Hit{Expr: rhs, Sink: name, Pos: lhs.Pos()}, true
		}
	case *ast.IndexExpr:
		named := NamedOf(info.TypeOf(lhs.X))
		if knowledge.GroupConfigMaps[TypeKey(named)] && constString(info, lhs.Index) == knowledge.GroupIDKey {
			return Hit{Expr: rhs, Sink: typeName(named) + "[\"group.id\"]", Pos: lhs.Pos()}, true
		}
	}
	return Hit{}, false
}

// fieldOwner returns the named struct type that declares the field reached from recv
// through the embedding path index.
func fieldOwner(recv types.Type, index []int) *types.Named {
	t := recv
	var owner *types.Named
	for i, idx := range index {
		owner = NamedOf(t)
		var st *types.Struct
		if owner != nil {
			st, _ = owner.Underlying().(*types.Struct)
		} else if p, ok := types.Unalias(t).(*types.Pointer); ok {
			st, _ = p.Elem().Underlying().(*types.Struct)
		} else {
			st, _ = t.Underlying().(*types.Struct)
		}
		if st == nil || idx >= st.NumFields() {
			return nil
		}
		if i == len(index)-1 {
			return owner
		}
		t = st.Field(idx).Type()
	}
	return owner
}

// constString returns the value of a constant string expression, or "".
func constString(info *types.Info, e ast.Expr) string {
	s, _ := gocode.ConstString(info, e)
	return s
}

// IsBroker reports whether call creates a broker that lives in the calling test.
func IsBroker(info *types.Info, call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	return fn != nil && knowledge.TestBrokerFuncs[FuncKey(fn)]
}

// IsConfig reports whether t is (a pointer to) a type with a group-ID field or a
// configuration map.
func (s *SinkSet) IsConfig(t types.Type) bool {
	key := TypeKey(NamedOf(t))
	if key == "" {
		return false
	}
	if knowledge.GroupConfigMaps[key] {
		return true
	}
	for f := range s.fields {
		if strings.HasPrefix(f, key+".") && !strings.Contains(f[len(key)+1:], ".") {
			return true
		}
	}
	return s.hasFieldSink(t) // a defined type over a library's configuration
}

// goka's API, whose processor joins the group its graph defines (internal/stringflow/goka.go).
const (
	GokaPath             = "github.com/lovoo/goka"
	GokaNewProcessor     = GokaPath + ".NewProcessor"
	GokaDefineGroup      = GokaPath + ".DefineGroup"
	GokaPersist          = GokaPath + ".Persist"
	GokaWithCGBuilder    = GokaPath + ".WithConsumerGroupBuilder"
	GokaDefaultCGBuilder = GokaPath + ".DefaultConsumerGroupBuilder"
	GokaCGBuilderConfig  = GokaPath + ".ConsumerGroupBuilderWithConfig"
)
