package parallel

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// The sinks come from the library knowledge (knowledge.GroupArgFuncs, GroupFields, ...),
// keyed by normalized package paths (knowledge.NormalizePath), and from -kafkagroup.sinks.

// An argSink is the group-ID argument of a function or method: argument index (receiver
// not counted), or, when path is not empty, the field at that path of the argument (a
// request whose field names the group).
type sfArgSink struct {
	index int
	path  string
}

// sfSinkSet is the set of sinks one run checks: the built-in ones and -kafkagroup.sinks.
type sfSinkSet struct {
	funcs  map[string]sfArgSink
	fields map[string]bool
	pkgs   map[string]bool // normalized paths of packages declaring a sink or a broker
}

func sfNewSinkSet(extra string) (*sfSinkSet, error) {
	s := &sfSinkSet{funcs: map[string]sfArgSink{}, fields: map[string]bool{}, pkgs: map[string]bool{}}
	for k, v := range knowledge.GroupArgFuncs {
		s.funcs[k] = sfArgSink{index: v.Index, path: v.Path}
		s.addPkg(k)
	}
	for _, path := range knowledge.SaramaPaths {
		for k, v := range knowledge.SaramaGroupRequests {
			s.funcs[path+"."+k] = sfArgSink{index: v.Index, path: v.Path}
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
	s.addPkg(sfGokaNewProcessor)
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
			sink, err := sfParseArgSink(arg)
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

// sfParseArgSink parses the argument of a function sink: "1", or "0.GroupId" for field
// GroupId of argument 0 ("0.Req.GroupId" for a field of a field), at most sfMaxPathDepth
// fields deep.
func sfParseArgSink(arg string) (sfArgSink, error) {
	index, path, hasPath := strings.Cut(arg, ".")
	i, err := strconv.Atoi(index)
	if err != nil || i < 0 {
		return sfArgSink{}, fmt.Errorf("bad argument index")
	}
	if !hasPath {
		return sfArgSink{index: i}, nil
	}
	if strings.Count(arg, ".") > sfMaxPathDepth {
		return sfArgSink{}, fmt.Errorf("a field path deeper than %d", sfMaxPathDepth)
	}
	for _, f := range strings.Split(path, ".") {
		if !token.IsIdentifier(f) {
			return sfArgSink{}, fmt.Errorf("bad field name %q", f)
		}
	}
	return sfArgSink{index: i, path: path}, nil
}

// addPkg records the package of a "pkg.Name" or "pkg.Type.Name" key: every prefix of the
// key that ends before a dot of its last path element.
func (s *sfSinkSet) addPkg(key string) {
	slash := strings.LastIndex(key, "/")
	for i := slash + 1; i < len(key); i++ {
		if key[i] == '.' {
			s.pkgs[knowledge.NormalizePath(key[:i])] = true
		}
	}
}

// relevant reports whether a package with this path declares a sink or a broker.
func (s *sfSinkSet) relevant(path string) bool { return s.pkgs[knowledge.NormalizePath(path)] }

// sfFuncKey returns "pkgpath.Func" or "pkgpath.Type.Method" for fn, with the normalized path.
func sfFuncKey(fn *types.Func) string {
	if fn == nil || fn.Pkg() == nil {
		return ""
	}
	fn = fn.Origin()
	path := knowledge.NormalizePath(fn.Pkg().Path())
	if recv := fn.Signature().Recv(); recv != nil {
		if named := sfNamedOf(recv.Type()); named != nil {
			return path + "." + named.Obj().Name() + "." + fn.Name()
		}
		return ""
	}
	return path + "." + fn.Name()
}

// sfNamedOf returns the named type of t or *t, or nil.
func sfNamedOf(t types.Type) *types.Named {
	if t == nil {
		return nil
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	named, _ := types.Unalias(t).(*types.Named)
	return named
}

func sfTypeName(named *types.Named) string {
	return sfDisplayName(named.Obj().Pkg(), named.Obj().Name())
}

func sfRecvType(fn *types.Func) types.Type {
	if recv := fn.Signature().Recv(); recv != nil {
		return recv.Type()
	}
	return nil
}

func sfTypeKey(named *types.Named) string {
	if named == nil || named.Obj().Pkg() == nil {
		return ""
	}
	return knowledge.NormalizePath(named.Obj().Pkg().Path()) + "." + named.Obj().Name()
}

// sfDisplayName is "pkg.Name" or "pkg.Type.Name" for messages, with the package's name.
func sfDisplayName(pkg *types.Package, rest ...string) string {
	return pkg.Name() + "." + strings.Join(rest, ".")
}

// A hit is a place where a group ID enters a Kafka client.
type sfHit struct {
	expr   ast.Expr // the group ID expression, or the argument that holds it in field path
	path   string   // the field path of expr that holds the group ID ("GroupId"); "" for expr itself
	sink   string   // the sink, for messages: "kgo.ConsumerGroup", "kafka.ReaderConfig.GroupID"
	prefix string   // text before the ID in expr ("group.id=" for ConfigMap.Set)
	pos    token.Pos
}

// hits returns the sinks that node n feeds directly.
func (s *sfSinkSet) hits(info *types.Info, n ast.Node) []sfHit {
	switch n := n.(type) {
	case *ast.CallExpr:
		return s.callHits(info, n)
	case *ast.CompositeLit:
		return s.litHits(info, n)
	case *ast.AssignStmt:
		if n.Tok != token.ASSIGN || len(n.Lhs) != len(n.Rhs) {
			return nil
		}
		var out []sfHit
		for i, lhs := range n.Lhs {
			if h, ok := s.assignHit(info, lhs, n.Rhs[i]); ok {
				out = append(out, h)
			}
		}
		return out
	}
	return nil
}

func (s *sfSinkSet) callHits(info *types.Info, call *ast.CallExpr) []sfHit {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil {
		return nil
	}
	key := sfFuncKey(fn)
	if key == "" {
		return nil
	}
	if arg, ok := s.funcs[key]; ok {
		i := arg.index
		if i < len(call.Args) && !(call.Ellipsis.IsValid() && i == len(call.Args)-1) {
			name := sfDisplayName(fn.Pkg(), fn.Name())
			if named := sfNamedOf(sfRecvType(fn)); named != nil {
				name = sfDisplayName(fn.Pkg(), named.Obj().Name(), fn.Name())
			}
			if arg.path != "" {
				name += "(" + sfParamName(fn.Signature(), i) + "." + arg.path + ")"
			}
			return []sfHit{{expr: call.Args[i], path: arg.path, sink: name, pos: call.Pos()}}
		}
		return nil
	}
	// ConfigMap methods.
	recv := fn.Signature().Recv()
	if recv == nil || !knowledge.GroupConfigMaps[sfTypeKey(sfNamedOf(recv.Type()))] {
		return nil
	}
	mapName := sfTypeName(sfNamedOf(recv.Type()))
	switch fn.Name() {
	case "SetKey":
		if len(call.Args) == 2 && sfConstString(info, call.Args[0]) == knowledge.GroupIDKey {
			return []sfHit{{expr: call.Args[1], sink: mapName + ".SetKey(\"group.id\")", pos: call.Pos()}}
		}
	case "Set":
		if len(call.Args) == 1 {
			return []sfHit{{expr: call.Args[0], sink: mapName + ".Set(\"group.id=...\")", prefix: knowledge.GroupIDKey + "=", pos: call.Pos()}}
		}
	}
	return nil
}

// sfParamName names parameter i of sig for messages: its name, or "argI" when it has none.
func sfParamName(sig *types.Signature, i int) string {
	if i < sig.Params().Len() {
		if name := sig.Params().At(i).Name(); name != "" && name != "_" {
			return name
		}
	}
	return "arg" + strconv.Itoa(i)
}

func (s *sfSinkSet) litHits(info *types.Info, lit *ast.CompositeLit) []sfHit {
	named := sfNamedOf(info.TypeOf(lit))
	key := sfTypeKey(named)
	if key == "" {
		return nil
	}
	if knowledge.GroupConfigMaps[key] {
		for _, elt := range lit.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok && sfConstString(info, kv.Key) == knowledge.GroupIDKey {
				return []sfHit{{expr: kv.Value, sink: sfTypeName(named) + "[\"group.id\"]", pos: kv.Pos()}}
			}
		}
		return nil
	}
	st, ok := named.Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	var out []sfHit
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
			out = append(out, sfHit{expr: value, sink: name, pos: elt.Pos()})
		}
	}
	return out
}

func (s *sfSinkSet) assignHit(info *types.Info, lhs, rhs ast.Expr) (sfHit, bool) {
	switch lhs := ast.Unparen(lhs).(type) {
	case *ast.SelectorExpr:
		sel := info.Selections[lhs]
		if sel == nil || sel.Kind() != types.FieldVal {
			return sfHit{}, false
		}
		field, _ := sel.Obj().(*types.Var)
		if name, ok := s.fieldSink(sfFieldOwner(sel.Recv(), sel.Index()), field); ok {
			return sfHit{expr: rhs, sink: name, pos: lhs.Pos()}, true
		}
	case *ast.IndexExpr:
		named := sfNamedOf(info.TypeOf(lhs.X))
		if knowledge.GroupConfigMaps[sfTypeKey(named)] && sfConstString(info, lhs.Index) == knowledge.GroupIDKey {
			return sfHit{expr: rhs, sink: sfTypeName(named) + "[\"group.id\"]", pos: lhs.Pos()}, true
		}
	}
	return sfHit{}, false
}

// sfFieldOwner returns the named struct type that declares the field reached from recv
// through the embedding path index.
func sfFieldOwner(recv types.Type, index []int) *types.Named {
	t := recv
	var owner *types.Named
	for i, idx := range index {
		owner = sfNamedOf(t)
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

// sfConstString returns the value of a constant string expression, or "".
func sfConstString(info *types.Info, e ast.Expr) string {
	if tv, ok := info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value)
	}
	return ""
}

// sfIsBroker reports whether call creates a broker that lives in the calling test.
func sfIsBroker(info *types.Info, call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	return fn != nil && knowledge.TestBrokerFuncs[sfFuncKey(fn)]
}

// isConfig reports whether t is (a pointer to) a type with a group-ID field or a
// configuration map.
func (s *sfSinkSet) isConfig(t types.Type) bool {
	key := sfTypeKey(sfNamedOf(t))
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
