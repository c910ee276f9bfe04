package parallel

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/fixturelint/fixturelint/internal/envnames"
	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// This file reads the environment variables that a configuration library computes from the
// application's keys (knowledge.EnvConfigAPIs): viper reads APP_DB_URL for the key db.url
// once the package set the prefix app, a replacer of "." by "_" and AutomaticEnv. The
// library's own code reads a computed name, which nothing can follow; the application's
// code gives the key as a constant, and the package's setup (found once) gives the rest.

// An envConfigSetup is how the analysed package set up its configuration library: the
// prefix, the replacer's pairs and whether AutomaticEnv is on, whichever function does it.
type envConfigSetup struct {
	prefix    string
	replacer  []string
	automatic bool
}

// envConfig returns the package's configuration setup, found on the first question by one
// walk over the package's files; an empty setup for a package that imports no
// configuration library.
func (e *engine) envConfig() *envConfigSetup {
	if e.envSetup != nil {
		return e.envSetup
	}
	s := &envConfigSetup{}
	e.envSetup = s
	if !gocode.Imports(e.pass.Pkg, knowledge.ViperPath) {
		return s
	}
	for _, f := range e.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			switch knowledge.EnvConfigAPIs[knowledge.FuncKey(e.callee(call))] {
			case knowledge.SetsEnvPrefix:
				if len(call.Args) == 1 {
					if p, ok := gocode.ConstString(e.pass.TypesInfo, call.Args[0]); ok && p != "" {
						s.prefix = p
					}
				}
			case knowledge.SetsEnvKeyReplacer:
				if len(call.Args) == 1 {
					s.replacer = envnames.ReplacerPairs(e.pass.TypesInfo, call.Args[0])
				}
			case knowledge.TurnsOnAutomaticEnv:
				s.automatic = true
			}
			return true
		})
	}
	return s
}

// envConfigCall records the environment reads of a call of a configuration API, and
// reports whether fn is one: BindEnv reads the names it is given after the key, or the
// key's variable; a getter reads its key's variable once AutomaticEnv is on. The setup
// calls read nothing.
func (w *walker) envConfigCall(call *ast.CallExpr, fn *types.Func) bool {
	if fn.Pkg() == nil || fn.Pkg().Path() != knowledge.ViperPath {
		return false
	}
	role, ok := knowledge.EnvConfigAPIs[knowledge.FuncKey(fn)]
	if !ok {
		return false
	}
	setup := w.e.envConfig()
	read := func(name string) {
		if envnames.IsName(name) {
			w.emitEnv(rawAccess{op: flow.Read, node: call}, name)
		}
	}
	switch role {
	case knowledge.BindsEnv:
		if len(call.Args) == 1 {
			if key, ok := w.constString(call.Args[0]); ok {
				read(knowledge.EnvConfigName(setup.prefix, strings.ToLower(key), setup.replacer))
			}
			return true
		}
		for _, arg := range call.Args[1:] {
			if name, ok := w.constString(arg); ok {
				read(knowledge.EnvConfigName("", name, setup.replacer))
			}
		}
	case knowledge.ReadsKey:
		if setup.automatic && len(call.Args) == 1 {
			if key, ok := w.constString(call.Args[0]); ok {
				read(knowledge.EnvConfigName(setup.prefix, strings.ToLower(key), setup.replacer))
			}
		}
	}
	return true
}
