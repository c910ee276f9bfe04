package tokencache

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

type checker struct {
	pass *analysis.Pass
	res  *parallel.Result
	rep  *parallel.Reporter
	cfg  *config

	positions *parallel.Positions // for the positions of call paths

	envSinks       map[string]*parallel.Access      // environment variables whose value reaches an auth sink, by name
	envInheritance map[string]*parallel.Inheritance // who inherits an environment variable's leaked value, by name
	saving         map[*parallel.Access]bool        // reads of environment variables that only save the value for a restore
}

// cache is one token cache and the accesses that tests make to it.
type cache struct {
	v    *types.Var
	kind kind
	accs []*parallel.Access // accesses from test regions, in the engine's order

	evidence []analysis.RelatedInformation // the use that shows a cache found by use holds credentials
	byUse    bool                          // found by use only: its name and type say nothing

	reported map[*parallel.Region]bool // regions already reported for this cache

	inheritance *parallel.Inheritance // who inherits a leaked write (see heirs)
	fixDone     bool
	fixes       []analysis.SuggestedFix
}

// collect groups the accesses to token caches by variable, in order of first access.
func (c *checker) collect() []*cache {
	kinds := make(map[*types.Var]kind)
	uses := c.res.CredentialUses(c.pass)
	byUse := make(map[*types.Var]bool)
	byVar := make(map[*types.Var]*cache)
	var caches []*cache
	for _, a := range c.res.Accesses {
		if a == nil || a.Var == nil || a.Region == nil || a.Node == nil {
			continue
		}
		k, ok := kinds[a.Var]
		if !ok {
			k = notCache
			if c.ours(a.Var) {
				k = c.cfg.classify(a.Var)
				// Use decides where the name and type say nothing, and for header maps,
				// whose Set and Add are writes.
				if ku := c.cfg.classifyUse(a.Var, uses[a.Var]); ku != notCache && (k == notCache || k == credentialFields || ku == headerMap) {
					k = ku
					byUse[a.Var] = true
				}
			}
			kinds[a.Var] = k
		}
		if k == notCache {
			continue
		}
		tc := byVar[a.Var]
		if tc == nil {
			tc = &cache{v: a.Var, kind: k, reported: make(map[*parallel.Region]bool)}
			if byUse[a.Var] {
				tc.byUse = true
				tc.evidence = c.evidence(a.Var, uses[a.Var])
			}
			byVar[a.Var] = tc
			caches = append(caches, tc)
		}
		tc.accs = append(tc.accs, a)
	}
	return caches
}

// ours reports whether v is state that the tests' authors control: a variable of this
// module, or an exported one of a helper package. Unexported variables of the standard
// library and of other modules are their packages' own business (and guarded by them).
func (c *checker) ours(v *types.Var) bool {
	if v.Pkg() == nil || v.Pkg() == c.pass.Pkg || v.Exported() {
		return v.Pkg() != nil
	}
	path := v.Pkg().Path()
	if parallel.IsStd(path) {
		return false
	}
	if m := c.pass.Module; m != nil && m.Path != "" {
		return path == m.Path || strings.HasPrefix(path, m.Path+"/")
	}
	return true
}

func (c *checker) check(tc *cache) {
	if tc.kind == credentialFields {
		c.leaked(tc)
		return
	}
	refreshed := c.refreshedAnywhere(tc)
	if tc.kind == scalar && !refreshed {
		// Assigned only at initialization: a constant in all but name, unless it was
		// fetched, which strict mode reports.
		if c.cfg.strict {
			c.fetchedOnce(tc)
		}
		return
	}
	c.racyWrite(tc)
	c.refreshed(tc)
	c.leaked(tc)
	if tc.kind == tokenSource {
		c.sharedSource(tc)
	}
	if c.cfg.strict {
		if !refreshed {
			c.fetchedOnce(tc)
		}
		c.strict(tc)
	}
}

// refreshedAnywhere reports whether some test, parallel or not, writes the cache after
// initialization.
func (c *checker) refreshedAnywhere(tc *cache) bool {
	for _, a := range tc.accs {
		if c.isRefresh(tc, a) {
			return true
		}
	}
	return false
}

// syncMapWriters are the sync.Map methods that store or delete.
var syncMapWriters = map[string]bool{
	"Store": true, "LoadOrStore": true, "LoadAndDelete": true, "Delete": true,
	"Swap": true, "CompareAndSwap": true, "CompareAndDelete": true, "Clear": true,
}

// isRefresh reports whether a writes or refreshes the cache after initialization, replacing
// what a reader may hold: a fill of a missing key under a mutex replaces nothing.
func (c *checker) isRefresh(tc *cache, a *parallel.Access) bool {
	return c.isWrite(tc, a) && !parallel.IsFill(c.pass, a)
}

// isWrite reports whether a writes the cache after initialization.
func (c *checker) isWrite(tc *cache, a *parallel.Access) bool {
	switch a.Op {
	case parallel.Write, parallel.ElemWrite, parallel.FieldWrite:
	case parallel.MethodCall:
		switch tc.kind {
		case headerMap:
			if !headerWriters[parallel.LastSegment(a.Path)] {
				return false
			}
		case syncMap, structMap:
			if !syncMapWriters[parallel.LastSegment(a.Path)] {
				return false
			}
		default:
			return false
		}
	default:
		return false
	}
	if tc.byUse && a.Op == parallel.FieldWrite && !parallel.CredentialFieldAt(tc.v.Type(), a.Path) {
		return false // a struct's timeout or client, next to the credential that made it one
	}
	if tc.kind == credentialFields && a.Op == parallel.FieldWrite && !c.writesCredentialField(tc, a.Path) {
		return false // the fixture's other fields
	}
	return !a.Once // lazy initialization under sync.Once is not a refresh
}

// writesCredentialField reports whether a field write at path changes a credential field of
// the struct tc.v holds (its first field on the path is one).
func (c *checker) writesCredentialField(tc *cache, path string) bool {
	st := parallel.StructOf(tc.v.Type())
	if st == nil {
		return false
	}
	first, _, _ := strings.Cut(path, ".")
	for i := range st.NumFields() {
		if f := st.Field(i); f.Name() == first {
			return c.cfg.credentialFieldOf(f)
		}
	}
	return false
}

// headerWriters are the http.Header methods that change the map.
var headerWriters = map[string]bool{"Set": true, "Add": true, "Del": true}

// isRead reports whether a reads the cache (a pure store does not).
func isRead(tc *cache, a *parallel.Access) bool {
	switch a.Op {
	case parallel.Read, parallel.Return:
		return true
	case parallel.MethodCall:
		name := parallel.LastSegment(a.Path)
		if tc.kind == headerMap && headerWriters[name] {
			return false
		}
		switch name {
		case "Store", "Delete", "Clear":
			return false
		}
		return true
	}
	return false
}

// concurrent reports whether a and b may run at the same time (the engine's model of the
// test scheduler); a == b asks whether two runs of that code may.
func concurrent(a, b *parallel.Access) bool { return parallel.Concurrent(a.Point(), b.Point()) }

// fileOf returns the file of the pass that holds n.
func (c *checker) fileOf(n ast.Node) *ast.File { return parallel.FileAt(c.pass, n.Pos()) }

// byRegion returns, for each region in order of first access, its first access that
// satisfies keep.
func byRegion(accs []*parallel.Access, keep func(*parallel.Access) bool) ([]*parallel.Region, map[*parallel.Region]*parallel.Access) {
	var order []*parallel.Region
	first := make(map[*parallel.Region]*parallel.Access)
	for _, a := range accs {
		if !keep(a) {
			continue
		}
		if _, ok := first[a.Region]; !ok {
			first[a.Region] = a
			order = append(order, a.Region)
		}
	}
	return order, first
}
