package parallel

import (
	"go/ast"
	"go/types"
	"strings"

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
	maxTagDepth    = 5
)

// readsStructTags reports whether the package calls reflect.StructTag's Get or Lookup: a
// read of the environment with a computed name there is taken to be a tag's. It is asked
// only for such reads, and answered once.
func (e *engine) readsStructTags() bool {
	if e.structTags != nil {
		return *e.structTags
	}
	found := false
	for _, imp := range e.pass.Pkg.Imports() {
		if imp.Path() == "reflect" {
			found = true
		}
	}
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
// the struct tags of the call's arguments name; as EnvTagged still when they name none.
func (w *walker) applyEnvTagged(raw rawAccess, args []ast.Expr) []rawAccess {
	var names []string
	seen := make(map[string]bool)
	visited := make(map[types.Type]bool)
	for _, arg := range args {
		if t := w.info.TypeOf(arg); t != nil {
			taggedEnvNames(t, 0, visited, seen, &names)
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
