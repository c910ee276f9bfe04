package tokencache

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// A variable holds credentials when the engine sees its value used as credentials, whatever
// the variable is called (parallel.Result.CredentialUses):
//
//   - its value (or an element, a field, a method's result) flows into an auth sink: an
//     Authorization, Cookie or API-key header, SetBasicAuth, a cookie jar, resty's
//     SetAuthToken, oauth2.StaticTokenSource, gRPC per-RPC credentials (parallel.Sink);
//   - it is assigned what an auth source returns: oauth2.Config.Exchange,
//     clientcredentials.Config.Token, a TokenSource's Token();
//   - it is a header map that carries an auth header: set with Set/Add or header[k] = v
//     under a constant auth header, or declared with one.
//
// Names and types stay what they were (classify): a hint that ranks and names what use
// finds, and the rule for caches that no sink in the analysed code receives.

// classifyUse says what kind of cache a variable that holds credentials by use is.
func (c *config) classifyUse(v *types.Var, u parallel.CredentialUse) kind {
	if !u.Any() || v == nil || v.Pkg() == nil || v.Parent() != v.Pkg().Scope() {
		return notCache
	}
	t := v.Type()
	if parallel.IsNamed(t, oauth2Path, "TokenSource") {
		return tokenSource
	}
	if u.Header && parallel.IsHeaderMap(t) {
		return headerMap
	}
	if isSyncMap(t) {
		return syncMap
	}
	if !parallel.MayCarryCredential(t) {
		return notCache
	}
	if _, ok := t.Underlying().(*types.Map); ok {
		return mapCache
	}
	if st := parallel.StructOf(t); st != nil {
		for i := range st.NumFields() {
			ft := st.Field(i).Type()
			if _, ok := ft.Underlying().(*types.Map); ok || isSyncMap(ft) {
				return structMap
			}
		}
	}
	// A string, []byte, token, struct of credential fields or request option: a cache
	// once something assigns it after initialization, or fetched once (strict mode).
	return scalar
}

// evidence returns what shows that v holds credentials, as related information.
func (c *checker) evidence(v *types.Var, u parallel.CredentialUse) []analysis.RelatedInformation {
	a := u.At
	if a == nil || a.Node == nil {
		return nil
	}
	var what string
	switch {
	case u.Sink != "" && a.Op == parallel.Sink && !strings.Contains(a.Path, "."):
		what = "reaches the " + a.Path + " header here"
	case u.Sink != "" && a.Op == parallel.Sink:
		what = "reaches " + a.Path + " here"
	case u.Source:
		what = "is assigned a token from an auth source here"
	default:
		what = "is given an auth header here"
	}
	return []analysis.RelatedInformation{{Pos: a.Node.Pos(), End: a.Node.End(), Message: parallel.VarName(c.pass, v) + " " + what}}
}
