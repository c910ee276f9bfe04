package ssaform

import (
	"go/ast"
	"go/token"
	"go/types"
	"sync"
	"sync/atomic"

	"golang.org/x/tools/go/ssa"
)

// Builds counts the packages whose SSA the engine has built, for the tests of the cost
// rule (SSA only where a check needs it).
var Builds atomic.Int64

// A Package is the lazily built SSA form of one package.
type Package struct {
	Fset  *token.FileSet
	files []*ast.File
	Info  *types.Info
	pkg   *types.Package
	debug bool // keep each expression's value (ssa.Function.ValueForExpr): for aliases

	once  sync.Once
	Mu    sync.Mutex               // questions walk the SSA one at a time
	funcs []*ssa.Function          // every function of the package with a body, anonymous ones too; nil: no SSA
	calls map[token.Pos]*ssa.Call  // the calls of those functions by Lparen; a position held twice maps to nil
	Users map[*ssa.Function][]user // the instructions that use a function of the package, by function
}

// A user is an instruction that refers to a function of the package: a static call of it,
// or any other use (a function value, a method value, an argument).
type user struct {
	Instr  ssa.Instruction
	Static bool // instr is a *ssa.Call whose callee is the function
}

// New returns the unbuilt SSA form of pkg, whose syntax is files: it is built on the first
// question.
func New(fset *token.FileSet, files []*ast.File, info *types.Info, pkg *types.Package) *Package {
	return &Package{Fset: fset, files: files, Info: info, pkg: pkg}
}

// DebugCopy returns an unbuilt SSA form of the same package that keeps each expression's
// value: a second program, so that the first one's answers do not change.
func (s *Package) DebugCopy() *Package {
	return &Package{Fset: s.Fset, files: s.files, Info: s.Info, pkg: s.pkg, debug: true}
}

// Built builds the package on first use and reports whether its SSA is there.
func (s *Package) Built() bool {
	s.once.Do(func() {
		defer func() {
			if recover() != nil {
				s.funcs, s.calls, s.Users = nil, nil, nil
			}
		}()
		s.funcs = buildSSA(s.Fset, s.files, s.Info, s.pkg, s.debug)
		if s.funcs != nil {
			s.index()
		}
	})
	return s.funcs != nil
}

// buildSSA builds the package's functions; it may panic on unusual code.
func buildSSA(fset *token.FileSet, files []*ast.File, info *types.Info, pkg *types.Package, debug bool) []*ssa.Function {
	if fset == nil || info == nil || pkg == nil {
		return nil
	}
	Builds.Add(1)
	prog := ssa.NewProgram(fset, ssa.BuildSerially)
	created := map[*types.Package]bool{pkg: true}
	var create func(p *types.Package)
	create = func(p *types.Package) {
		for _, imp := range p.Imports() {
			if !created[imp] {
				created[imp] = true
				prog.CreatePackage(imp, nil, nil, true)
				create(imp)
			}
		}
	}
	create(pkg)
	ssaPkg := prog.CreatePackage(pkg, files, info, false)
	ssaPkg.SetDebugMode(debug)
	ssaPkg.Build()
	return packageFuncs(ssaPkg)
}

// packageFuncs returns the functions of pkg with a body: package-level functions, the
// declared init functions, methods of the package's named types, and the function
// literals inside them.
func packageFuncs(pkg *ssa.Package) []*ssa.Function {
	var funcs []*ssa.Function
	seen := make(map[*ssa.Function]bool)
	var add func(fn *ssa.Function)
	add = func(fn *ssa.Function) {
		if fn == nil || seen[fn] || fn.Pkg != pkg || fn.Blocks == nil {
			return
		}
		seen[fn] = true
		funcs = append(funcs, fn)
		for _, anon := range fn.AnonFuncs {
			add(anon)
		}
	}
	for _, mem := range pkg.Members {
		switch mem := mem.(type) {
		case *ssa.Function:
			add(mem)
		case *ssa.Type:
			named, ok := mem.Type().(*types.Named)
			if !ok {
				continue
			}
			for m := range named.Methods() {
				add(pkg.Prog.FuncValue(m))
			}
		}
	}
	if init := pkg.Func("init"); init != nil {
		// The declared init functions ("init#1"...) are called by the package's initializer only.
		for _, b := range init.Blocks {
			for _, instr := range b.Instrs {
				if call, ok := instr.(*ssa.Call); ok {
					add(call.Call.StaticCallee())
				}
			}
		}
	}
	return funcs
}

// index records the package's calls by position and the users of its functions.
func (s *Package) index() {
	s.calls = make(map[token.Pos]*ssa.Call)
	s.Users = make(map[*ssa.Function][]user)
	var ops []*ssa.Value
	for _, fn := range s.funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				call, isCall := instr.(*ssa.Call)
				if isCall && call.Pos().IsValid() {
					if _, dup := s.calls[call.Pos()]; dup {
						s.calls[call.Pos()] = nil // ambiguous: no answer for it
					} else {
						s.calls[call.Pos()] = call
					}
				}
				ops = instr.Operands(ops[:0])
				for i, op := range ops {
					if op == nil {
						continue
					}
					callee, ok := (*op).(*ssa.Function)
					if !ok || callee.Pkg != fn.Pkg {
						continue
					}
					// Operand 0 of a call is its function value.
					static := isCall && i == 0 && !call.Call.IsInvoke()
					s.Users[callee] = append(s.Users[callee], user{Instr: instr, Static: static})
				}
			}
		}
	}
}

// CallOf returns the SSA call of call; nil when the package has no SSA or the call is not
// an ordinary call there (a go or defer statement, a conversion, code go/ssa skipped).
func (s *Package) CallOf(call *ast.CallExpr) *ssa.Call {
	if call == nil || !s.Built() {
		return nil
	}
	return s.calls[call.Lparen]
}

// Enclosing returns the innermost function of the package whose syntax holds pos.
func (s *Package) Enclosing(pos token.Pos) *ssa.Function {
	var best *ssa.Function
	for _, fn := range s.funcs {
		syn := fn.Syntax()
		if syn == nil || pos < syn.Pos() || pos >= syn.End() {
			continue
		}
		if best == nil || syn.Pos() > best.Syntax().Pos() {
			best = fn
		}
	}
	return best
}

// funcOf returns the SSA function of fn among the package's, or nil.
func (s *Package) funcOf(fn *types.Func) *ssa.Function {
	for _, f := range s.funcs {
		if f.Object() == fn {
			return f
		}
	}
	return nil
}

// ReachesInstr reports whether the code of fn, or of the package's functions it reaches
// (through calls and function values), holds an instruction that holds reports true of; ok is
// false when the package's SSA has no body for fn.
func (s *Package) ReachesInstr(fn *types.Func, holds func(ssa.Instruction) bool) (found, ok bool) {
	if s == nil || !s.Built() {
		return false, false
	}
	s.Mu.Lock()
	defer s.Mu.Unlock()
	defer func() {
		if recover() != nil {
			found, ok = false, false
		}
	}()
	start := s.funcOf(fn)
	if start == nil {
		return false, false
	}
	seen := map[*ssa.Function]bool{start: true}
	queue := []*ssa.Function{start}
	var ops []*ssa.Value
	for len(queue) > 0 {
		f := queue[0]
		queue = queue[1:]
		for _, b := range f.Blocks {
			for _, instr := range b.Instrs {
				if holds(instr) {
					return true, true
				}
				ops = instr.Operands(ops[:0])
				for _, op := range ops {
					if op == nil {
						continue
					}
					if callee, ok := (*op).(*ssa.Function); ok && callee.Pkg == f.Pkg && callee.Blocks != nil && !seen[callee] {
						seen[callee] = true
						queue = append(queue, callee)
					}
				}
				if c, ok := instr.(ssa.CallInstruction); ok {
					if callee := c.Common().StaticCallee(); callee != nil && callee.Pkg == f.Pkg && callee.Blocks != nil && !seen[callee] {
						seen[callee] = true
						queue = append(queue, callee)
					}
				}
			}
		}
	}
	return false, true
}
