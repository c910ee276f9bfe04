package parallel

import (
	"go/ast"
	"go/types"
	"strings"
	"unicode"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
)

// This file follows environment variables that a library names by struct tags: a
// configuration loader (env.Parse(&cfg), envconfig.Process("", &spec)) reads, for each field
// of the struct it is given, the variable its tag names (`env:"DB_URL"`,
// `envconfig:"PORT"`, `arg:"env:TOKEN"`). Inside the loader the name is computed from the
// tag, so no constant names it; at the call the struct's type is known, and its tags name
// the variables the call reads.

// EnvTagged is the name of a summarized environment read whose variable is computed by a
// package that reads struct tags: a caller reads the variables that the struct tags of the
// values it passes name. It never reaches a check: a call whose arguments name none keeps
// it for its own callers, and a test's is dropped.
const EnvTagged = "?tag"

// maxTaggedNames bounds the variables one call reads through tags, and maxTagDepth the
// nesting of struct fields followed.
const (
	maxTaggedNames = 64
	maxFieldNames  = 256 // two spellings of each field's name
	maxTagDepth    = 5
)

// readsStructTags reports whether the package calls reflect.StructTag's Get or Lookup: a
// read of the environment with a computed name there is taken to be a tag's. It is asked
// only for such reads, and answered once.
func (e *engine) readsStructTags() bool {
	if e.structTags != nil {
		return *e.structTags
	}
	found := gocode.Imports(e.pass.Pkg, "reflect")
	if found {
		found = false
		for _, obj := range e.pass.TypesInfo.Uses {
			if fn, ok := obj.(*types.Func); ok && (gocode.FuncIs(fn, "reflect", "StructTag", "Get") || gocode.FuncIs(fn, "reflect", "StructTag", "Lookup")) {
				found = true
				break
			}
		}
	}
	e.structTags = &found
	return found
}

// applyEnvTagged returns a callee's EnvTagged read at a call, as reads of the variables that
// the struct tags of the call's arguments name, and, when the call is also given a constant
// prefix, those its untagged fields' names make with it (prefixedFieldNames); as EnvTagged
// still when they name none.
func (w *walker) applyEnvTagged(raw rawAccess, args []ast.Expr) []rawAccess {
	var names []string
	seen := make(map[string]bool)
	visited := make(map[types.Type]bool)
	for _, arg := range args {
		if t := w.info.TypeOf(arg); t != nil {
			taggedEnvNames(t, 0, visited, seen, &names)
		}
	}
	if prefix, ok := w.envPrefixArg(args); ok {
		for _, arg := range args {
			if t := w.info.TypeOf(arg); t != nil {
				prefixedFieldNames(t, prefix, 0, make(map[types.Type]bool), seen, &names)
			}
		}
	}
	if len(names) == 0 {
		raw.root = ref{key: flow.Root{Env: true, Name: EnvTagged}}
		return []rawAccess{raw}
	}
	out := make([]rawAccess, 0, len(names))
	for _, name := range names {
		r := raw
		r.root = ref{key: flow.Root{Env: true, Name: name}}
		out = append(out, r)
	}
	return out
}

// taggedEnvNames adds the environment variables that the struct tags of t's fields name,
// through pointers and nested structs.
func taggedEnvNames(t types.Type, depth int, visited map[types.Type]bool, seen map[string]bool, names *[]string) {
	t = gocode.Deref(t)
	if depth > maxTagDepth || visited[t] {
		return
	}
	visited[t] = true
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return
	}
	for i := 0; i < st.NumFields(); i++ {
		for _, name := range tagEnvNames(st.Tag(i)) {
			if !seen[name] && len(*names) < maxTaggedNames {
				seen[name] = true
				*names = append(*names, name)
			}
		}
		taggedEnvNames(st.Field(i).Type(), depth+1, visited, seen, names)
	}
}

// envPrefixArg returns the prefix a loader is given: the first argument that is a constant
// string and can begin a variable's name ("" included, which names no prefix), upper-cased
// as the loaders do. A path or a file name (cleanenv.ReadConfig("config.yml", &cfg)) is
// none.
func (w *walker) envPrefixArg(args []ast.Expr) (string, bool) {
	for _, arg := range args {
		s, ok := w.constValue(arg)
		if !ok {
			continue
		}
		if s == "" {
			return "", true
		}
		if isEnvName(s) {
			return strings.ToUpper(s) + "_", true
		}
		return "", false
	}
	return "", false
}

// prefixedFieldNames adds the variables that a loader given prefix reads for the exported
// fields of t that no struct tag names a variable for: the prefix and the field's path,
// each name split at its words (APIHost: API_HOST) or kept whole (APIHOST), through
// pointers and nested structs, whose names join the path.
func prefixedFieldNames(t types.Type, prefix string, depth int, visited map[types.Type]bool, seen map[string]bool, names *[]string) {
	t = gocode.Deref(t)
	if depth > maxTagDepth || visited[t] {
		return
	}
	visited[t] = true
	defer delete(visited, t) // the same type under two fields has two paths
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return
	}
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if !f.Exported() || len(tagEnvNames(st.Tag(i))) > 0 {
			continue
		}
		if _, nested := gocode.Deref(f.Type()).Underlying().(*types.Struct); nested {
			if f.Embedded() {
				prefixedFieldNames(f.Type(), prefix, depth+1, visited, seen, names)
			} else {
				prefixedFieldNames(f.Type(), prefix+upperWords(f.Name())+"_", depth+1, visited, seen, names)
				if whole := strings.ToUpper(f.Name()); whole != upperWords(f.Name()) {
					prefixedFieldNames(f.Type(), prefix+whole+"_", depth+1, visited, seen, names)
				}
			}
			continue
		}
		for _, name := range []string{prefix + upperWords(f.Name()), prefix + strings.ToUpper(f.Name())} {
			if !seen[name] && len(*names) < maxFieldNames {
				seen[name] = true
				*names = append(*names, name)
			}
		}
	}
}

// upperWords upper-cases a Go name with an underscore between its words: a lower-case
// letter or a digit followed by an upper-case one, and an upper-case run followed by a
// word (APIHost: API_HOST, MaxRetries2: MAX_RETRIES2).
func upperWords(name string) string {
	rs := []rune(name)
	var b strings.Builder
	for i, r := range rs {
		if i > 0 && unicode.IsUpper(r) {
			prev := rs[i-1]
			nextLower := i+1 < len(rs) && unicode.IsLower(rs[i+1])
			if unicode.IsLower(prev) || unicode.IsDigit(prev) || unicode.IsUpper(prev) && nextLower {
				b.WriteByte('_')
			}
		}
		b.WriteRune(unicode.ToUpper(r))
	}
	return b.String()
}

// tagEnvNames returns the environment variables a struct tag names: the value (up to a
// comma) of a key env, envconfig or one ending in env (`env:"PORT,required"`,
// `envconfig:"PORT"`; not envDefault, whose value is a value), and an env: or env= item
// in any other key's value (`arg:"--port,env:PORT"`).
func tagEnvNames(tag string) []string {
	var names []string
	for _, kv := range tagPairs(tag) {
		if key := strings.ToLower(kv[0]); key == "envconfig" || strings.HasSuffix(key, "env") {
			name, _, _ := strings.Cut(kv[1], ",")
			if isEnvName(strings.TrimSpace(name)) {
				names = append(names, strings.TrimSpace(name))
			}
			continue
		}
		for _, item := range strings.FieldsFunc(kv[1], func(r rune) bool { return r == ',' || r == ';' || r == ' ' }) {
			for _, prefix := range []string{"env:", "env="} {
				if name, ok := strings.CutPrefix(item, prefix); ok && isEnvName(name) {
					names = append(names, name)
				}
			}
		}
	}
	return names
}

// tagPairs splits a struct tag into its key and unquoted value pairs, by the convention
// reflect.StructTag reads; it stops at the first malformed pair.
func tagPairs(tag string) [][2]string {
	var out [][2]string
	for tag != "" {
		tag = strings.TrimLeft(tag, " ")
		i := 0
		for i < len(tag) && tag[i] > ' ' && tag[i] != ':' && tag[i] != '"' && tag[i] != 0x7f {
			i++
		}
		if i == 0 || i+1 >= len(tag) || tag[i] != ':' || tag[i+1] != '"' {
			break
		}
		key := tag[:i]
		tag = tag[i+1:]
		i = 1
		for i < len(tag) && tag[i] != '"' {
			if tag[i] == '\\' {
				i++
			}
			i++
		}
		if i >= len(tag) {
			break
		}
		value := strings.ReplaceAll(tag[1:i], `\"`, `"`)
		out = append(out, [2]string{key, value})
		tag = tag[i+1:]
	}
	return out
}

// isEnvName reports whether s can name an environment variable: letters, digits and
// underscores, not starting with a digit.
func isEnvName(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		switch {
		case r == '_', r >= 'A' && r <= 'Z', r >= 'a' && r <= 'z':
		case r >= '0' && r <= '9' && i > 0:
		default:
			return false
		}
	}
	return true
}
