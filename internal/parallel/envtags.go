package parallel

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/fixturelint/fixturelint/internal/envnames"
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
// prefix, those its untagged fields' names make with it (envnames.Collector); as
// EnvTagged still when they name none.
func (w *walker) applyEnvTagged(raw rawAccess, args []ast.Expr) []rawAccess {
	c := envnames.NewCollector()
	for _, arg := range args {
		if t := w.info.TypeOf(arg); t != nil {
			c.Tagged(t)
		}
	}
	if prefix, ok := w.envPrefixArg(args); ok {
		for _, arg := range args {
			if t := w.info.TypeOf(arg); t != nil {
				c.Prefixed(t, prefix)
			}
		}
	}
	names := c.Names()
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
		if envnames.IsName(s) {
			return strings.ToUpper(s) + "_", true
		}
		return "", false
	}
	return "", false
}
