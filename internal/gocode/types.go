package gocode

import (
	"go/types"
	"strings"
	"sync"
)

// stdRoots are the first path elements of the standard library's packages. A package whose
// path starts with one of them (and has no dot in its first element) is never summarized:
// go vet runs the engine on every dependency, and the standard library holds no test state
// that the checks care about except net/http's defaults, which are handled by name.
var stdRoots = map[string]bool{
	"archive": true, "bufio": true, "bytes": true, "cmp": true, "compress": true,
	"container": true, "context": true, "crypto": true, "database": true, "debug": true,
	"embed": true, "encoding": true, "errors": true, "expvar": true, "flag": true, "fmt": true,
	"go": true, "hash": true, "html": true, "image": true, "index": true, "internal": true,
	"io": true, "iter": true, "log": true, "maps": true, "math": true, "mime": true, "net": true,
	"os": true, "path": true, "plugin": true, "reflect": true, "regexp": true, "runtime": true,
	"slices": true, "sort": true, "strconv": true, "strings": true, "structs": true, "sync": true,
	"syscall": true, "testing": true, "text": true, "time": true, "unicode": true, "unique": true,
	"unsafe": true, "vendor": true, "weak": true, "cmd": true, "C": true,
}

// IsStd reports whether path names a standard library package.
func IsStd(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return stdRoots[first]
}

// IsPackageLevel reports whether v is a package-level variable, or stands for one that the
// package's view of its imports hides (MarkStandIn).
func IsPackageLevel(v *types.Var) bool {
	return v != nil && v.Pkg() != nil && !v.IsField() && (v.Pkg().Scope().Lookup(v.Name()) == v || IsStandIn(v))
}

// standIns holds the variables made to stand for package-level variables of an imported
// package that export data hides (an unexported variable its functions use): no scope holds
// them, yet they are package-level.
var standIns sync.Map

// MarkStandIn records v as standing for a package-level variable.
func MarkStandIn(v *types.Var) { standIns.Store(v, true) }

// IsStandIn reports whether v was recorded with MarkStandIn.
func IsStandIn(v *types.Var) bool {
	_, ok := standIns.Load(v)
	return ok
}

// Tracked reports whether accesses to the package-level variable v are worth recording.
// Standard library variables are not, except net/http's (DefaultClient, DefaultTransport);
// nor are error sentinels, blank variables and variables of types that hold no state any
// check follows (see stateless), which would only bloat the summaries that every importer
// decodes.
func Tracked(v *types.Var) bool {
	if !IsPackageLevel(v) || v.Name() == "_" {
		return false
	}
	if path := v.Pkg().Path(); IsStd(path) && path != "net/http" {
		return false
	}
	return !types.Identical(v.Type(), errorType) && !Stateless(v.Type())
}

// Stateless reports whether a variable of type t can hold none of what the checks follow
// (transports, credentials, consumer groups and their configurations): booleans and numbers
// (feature flags, counters), the synchronization and pooling types of sync and sync/atomic
// other than the mutexes and sync.Map, whose uses the checks read, the standard library
// types in statelessStd (library machinery such as compiled regular expressions and
// reflect.Type, which every method of an SDK client reads), and unnamed structs whose fields
// are all stateless (a set of flags and counters).
func Stateless(t types.Type) bool { return statelessDepth(t, 0) }

func statelessDepth(t types.Type, depth int) bool {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&(types.IsBoolean|types.IsNumeric) != 0
	}
	base := types.Unalias(t)
	if p, ok := base.(*types.Pointer); ok {
		base = types.Unalias(p.Elem())
	}
	if named, ok := base.(*types.Named); ok && named.Obj().Pkg() != nil {
		path, name := named.Obj().Pkg().Path(), named.Obj().Name()
		switch path {
		case "sync/atomic":
			return true
		case "sync":
			switch name {
			case "Pool", "WaitGroup", "Cond":
				return true
			}
			return false
		}
		return statelessStd[path+"."+name]
	}
	// Only unnamed structs: a named type, however plain its fields, may be one the checks
	// know by name (a library's connection type) or one listed with -sharedclient.types.
	if st, ok := base.(*types.Struct); ok && depth < 3 {
		for i := range st.NumFields() {
			if !statelessDepth(st.Field(i).Type(), depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// statelessStd are standard library types (or what they point to) that hold no transport,
// credential or consumer configuration: immutable or self-contained machinery. It is a list,
// not a rule on packages, because -sharedclient.types and -tokencache.types may name
// standard library types (an *smtp.Client, a *rsa.PrivateKey). reflect.Type can be
// implemented only by package reflect, so a parameter of that type holds nothing else either.
var statelessStd = map[string]bool{
	"regexp.Regexp": true, "reflect.Type": true, "reflect.Value": true,
	"log.Logger": true, "log/slog.Logger": true,
	"text/template.Template": true, "html/template.Template": true,
	"strings.Builder": true, "strings.Replacer": true, "strings.Reader": true,
	"bytes.Buffer": true, "bytes.Reader": true,
	"time.Location": true, "time.Time": true, "time.Ticker": true, "time.Timer": true,
	"math/big.Int": true, "math/big.Float": true, "math/big.Rat": true,
	"math/rand.Rand": true, "math/rand/v2.Rand": true,
	"go/token.FileSet": true, "unicode.RangeTable": true,
}

var errorType = types.Universe.Lookup("error").Type()

// IsTestingType reports whether t is *testing.NAME (T, B, F, M).
func IsTestingType(t types.Type, name string) bool {
	ptr, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	named, ok := types.Unalias(ptr.Elem()).(*types.Named)
	if !ok {
		return false
	}
	obj := named.Obj()
	return obj.Pkg() != nil && obj.Pkg().Path() == "testing" && obj.Name() == name
}

// IsError reports whether t is the error type.
func IsError(t types.Type) bool {
	return t != nil && types.Identical(t, errorType)
}

// IsSkip reports whether fn is one of the testing methods that end a test as skipped (of
// T, B, F or TB).
func IsSkip(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "testing" {
		return false
	}
	switch fn.Name() {
	case "Skip", "Skipf", "SkipNow":
		return true
	}
	return false
}

// IsTestingMethod reports whether fn is the method (*testing.RECV).NAME.
func IsTestingMethod(fn *types.Func, recv, name string) bool {
	if fn == nil || fn.Name() != name {
		return false
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return false
	}
	return IsTestingType(sig.Recv().Type(), recv)
}

// IsParallelMethod reports whether fn is a Parallel() method that a test helper may call on
// the *testing.T it receives: (*testing.T).Parallel, or Parallel of an interface or type
// parameter constraint (generic helpers), with no parameters and results.
func IsParallelMethod(fn *types.Func) bool {
	if fn == nil || fn.Name() != "Parallel" {
		return false
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil || sig.Params().Len() != 0 || sig.Results().Len() != 0 {
		return false
	}
	if IsTestingType(sig.Recv().Type(), "T") {
		return true
	}
	_, isIface := sig.Recv().Type().Underlying().(*types.Interface)
	return isIface
}

// PointerLike reports whether a value of type t shares what it refers to when copied, so
// that a local copy of a package-level variable is an alias of it.
func PointerLike(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Pointer, *types.Map, *types.Slice, *types.Chan, *types.Signature, *types.Interface:
		return true
	case *types.Basic:
		return u.Kind() == types.UnsafePointer
	}
	return false
}

// PathCovers reports whether field path p holds all of field path q: p is q or a prefix of
// it, and the empty path is the whole value. A write of p replaces what q held.
func PathCovers(p, q string) bool {
	return p == "" || p == q || strings.HasPrefix(q, p+".")
}

// PathsOverlap reports whether field paths p and q share state: one covers the other.
func PathsOverlap(p, q string) bool {
	return PathCovers(p, q) || PathCovers(q, p)
}

// JoinPath joins two dotted field paths, either of which may be empty.
func JoinPath(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + "." + b
}

// FullFuncName is the qualified name of fn used in call paths: "pkg.Func" or "pkg.Type.Method".
func FullFuncName(fn *types.Func) string { return FuncName(fn, nil) }

// ParamAt returns the parameter of sig that the i'th argument of a call goes to: the
// variadic parameter for the arguments past it; nil when there is none.
func ParamAt(sig *types.Signature, i int) *types.Var {
	n := sig.Params().Len()
	switch {
	case i < n-1 || (i == n-1 && !sig.Variadic()):
		return sig.Params().At(i)
	case n > 0 && sig.Variadic():
		p := sig.Params().At(n - 1)
		if s, ok := p.Type().(*types.Slice); ok {
			return types.NewParam(p.Pos(), p.Pkg(), p.Name(), s.Elem())
		}
	}
	return nil
}

// Imports reports whether pkg imports the package at path directly.
func Imports(pkg *types.Package, path string) bool {
	for _, imp := range pkg.Imports() {
		if imp.Path() == path {
			return true
		}
	}
	return false
}
