package tokencache

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/state"
)

// A variable holds credentials when the engine sees its value used as credentials, whatever
// the variable is called (parallel.Result.CredentialUses, parallel.CacheKindByUse):
//
//   - its value (or an element, a field, a method's result) flows into an auth sink: an
//     Authorization, Cookie or API-key header, SetBasicAuth, a cookie jar, resty's
//     SetAuthToken, oauth2.StaticTokenSource, gRPC per-RPC credentials (parallel.Sink);
//   - it is assigned what an auth source returns: oauth2.Config.Exchange,
//     clientcredentials.Config.Token, a TokenSource's Token();
//   - it is a header map that carries an auth header: set with Set/Add or header[k] = v
//     under a constant auth header, or declared with one.
//
// Names and types stay what they were (parallel.CredentialVocabulary): a hint that ranks
// and names what use finds, and the rule for caches that no sink in the analysed code
// receives.

// evidence returns what shows that v holds credentials, as related information.
func (c *checker) evidence(v *types.Var, u state.CredentialUse) []analysis.RelatedInformation {
	a := u.At
	if a == nil || a.Node == nil {
		return nil
	}
	var what string
	switch {
	case u.Sink != "" && a.Op == flow.Sink && !strings.Contains(a.Path, "."):
		what = "reaches the " + a.Path + " header here"
	case u.Sink != "" && a.Op == flow.Sink:
		what = "reaches " + a.Path + " here"
	case u.Source:
		what = "is assigned a token from an auth source here"
	default:
		what = "is given an auth header here"
	}
	return []analysis.RelatedInformation{{Pos: a.Node.Pos(), End: a.Node.End(), Message: gocode.VarName(c.pass, v) + " " + what}}
}
