package envnames

import (
	"go/types"
	"strings"
	"unicode"

	"github.com/fixturelint/fixturelint/internal/gocode"
)

// maxTaggedNames bounds the variables one call reads through tags, and maxTagDepth the
// nesting of struct fields followed.
const (
	maxTaggedNames = 64
	maxFieldNames  = 256 // two spellings of each field's name
	maxTagDepth    = 5
)

// A Collector gathers the names a loader reads for the structs it is given, each once, in
// the order they are found, up to a bound.
type Collector struct {
	seen    map[string]bool
	visited map[types.Type]bool
	names   []string
}

// NewCollector returns an empty Collector.
func NewCollector() *Collector {
	return &Collector{seen: make(map[string]bool), visited: make(map[types.Type]bool)}
}

// Tagged adds the variables that the struct tags of t's fields name, through pointers and
// nested structs (`env:"DB_URL"`, `envconfig:"PORT"`, `arg:"env:TOKEN"`).
func (c *Collector) Tagged(t types.Type) { tagged(t, 0, c.visited, c.seen, &c.names) }

// Prefixed adds the variables that a loader given prefix ("APP_", or "" for none) reads for
// the exported fields of t that no tag names a variable for.
func (c *Collector) Prefixed(t types.Type, prefix string) {
	prefixed(t, prefix, 0, make(map[types.Type]bool), c.seen, &c.names)
}

// Names returns the variables added so far.
func (c *Collector) Names() []string { return c.names }

// tagged adds the environment variables that the struct tags of t's fields name,
// through pointers and nested structs.
func tagged(t types.Type, depth int, visited map[types.Type]bool, seen map[string]bool, names *[]string) {
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
		for _, name := range tagNames(st.Tag(i)) {
			if !seen[name] && len(*names) < maxTaggedNames {
				seen[name] = true
				*names = append(*names, name)
			}
		}
		tagged(st.Field(i).Type(), depth+1, visited, seen, names)
	}
}

// prefixed adds the variables that a loader given prefix reads for the exported
// fields of t that no struct tag names a variable for: the prefix and the field's path,
// each name split at its words (APIHost: API_HOST) or kept whole (APIHOST), through
// pointers and nested structs, whose names join the path.
func prefixed(t types.Type, prefix string, depth int, visited map[types.Type]bool, seen map[string]bool, names *[]string) {
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
		if !f.Exported() || len(tagNames(st.Tag(i))) > 0 {
			continue
		}
		if _, nested := gocode.Deref(f.Type()).Underlying().(*types.Struct); nested {
			if f.Embedded() {
				prefixed(f.Type(), prefix, depth+1, visited, seen, names)
			} else {
				prefixed(f.Type(), prefix+upperWords(f.Name())+"_", depth+1, visited, seen, names)
				if whole := strings.ToUpper(f.Name()); whole != upperWords(f.Name()) {
					prefixed(f.Type(), prefix+whole+"_", depth+1, visited, seen, names)
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

// tagNames returns the environment variables a struct tag names: the value (up to a
// comma) of a key env, envconfig or one ending in env (`env:"PORT,required"`,
// `envconfig:"PORT"`; not envDefault, whose value is a value), and an env: or env= item
// in any other key's value (`arg:"--port,env:PORT"`).
func tagNames(tag string) []string {
	var names []string
	for _, kv := range tagPairs(tag) {
		if key := strings.ToLower(kv[0]); key == "envconfig" || strings.HasSuffix(key, "env") {
			name, _, _ := strings.Cut(kv[1], ",")
			if IsName(strings.TrimSpace(name)) {
				names = append(names, strings.TrimSpace(name))
			}
			continue
		}
		for _, item := range strings.FieldsFunc(kv[1], func(r rune) bool { return r == ',' || r == ';' || r == ' ' }) {
			for _, prefix := range []string{"env:", "env="} {
				if name, ok := strings.CutPrefix(item, prefix); ok && IsName(name) {
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

// IsName reports whether s can name an environment variable: letters, digits and
// underscores, not starting with a digit.
func IsName(s string) bool {
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
