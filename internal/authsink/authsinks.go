package authsink

import (
	"go/ast"
	"go/constant"
	"go/types"
	"maps"
	"net/textproto"
	"strings"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// This file says which expressions are auth sinks, the places where a value becomes a
// request's credentials, and which calls are auth sources, which return fresh credentials.
// The walker records a Sink access for each tracked value that flows into a sink; the
// checks decide from those what is a credential, whatever its name.

// SinkArg is an expression that an auth sink receives, with the sink's name.
type SinkArg struct {
	Expr ast.Expr
	Name string
}

// IsAuthHeader reports whether a request header of this name carries credentials:
// Authorization, Proxy-Authorization, Cookie, and API-key or token headers (X-Api-Key,
// Api-Key, X-Goog-Api-Key, X-Auth-Token, X-Vault-Token...), case-insensitively. CSRF tokens
// are not credentials: they only accompany the cookie that is.
func IsAuthHeader(name string) bool {
	n := strings.ToLower(strings.TrimSpace(name))
	n = strings.TrimPrefix(n, "x-")
	n = strings.NewReplacer("-", "", "_", "").Replace(n)
	switch n {
	case "authorization", "proxyauthorization", "cookie":
		return true
	case "csrftoken", "xsrftoken":
		return false
	}
	return strings.HasSuffix(n, "apikey") || strings.HasSuffix(n, "token") || n == "authkey"
}

// IsAuthHeaderKey reports whether e is a constant string naming an auth header, and
// returns the header's canonical name.
func IsAuthHeaderKey(info *types.Info, e ast.Expr) (string, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	s := constant.StringVal(tv.Value)
	if !IsAuthHeader(s) {
		return "", false
	}
	return textproto.CanonicalMIMEHeaderKey(s), true
}

// cookieSinks are the methods that hand cookies to a client, a request or a jar
// (http.CookieJar, cookiejar.Jar, resty), whoever declares them: their *http.Cookie
// arguments are sinks.
var cookieSinks = map[string]bool{"AddCookie": true, "SetCookie": true, "SetCookies": true}

// sinkNames are the names of the functions and methods of knowledge.AuthCallSinks and
// cookieSinks: every call is asked, and most are answered by this lookup.
var sinkNames = func() map[string]bool {
	names := knowledge.KeyNames(knowledge.AuthCallSinks)
	maps.Copy(names, cookieSinks)
	return names
}()

// funcKey returns fn's key in the knowledge tables: "pkgpath.Func" or "pkgpath.Type.Method".
func funcKey(fn *types.Func) string { return knowledge.FuncKey(fn) }

// CallSinks returns the arguments of call that an auth sink receives.
func CallSinks(info *types.Info, fn *types.Func, call *ast.CallExpr) []SinkArg {
	if fn == nil || fn.Pkg() == nil || !sinkNames[fn.Name()] {
		return nil
	}
	args := call.Args
	if sink, ok := knowledge.AuthCallSinks[funcKey(fn)]; ok {
		var out []SinkArg
		for _, i := range sink.Args {
			if i < len(args) {
				out = append(out, SinkArg{args[i], sink.Name})
			}
		}
		for k := sink.HeaderFrom; k >= 0 && k+1 < len(args); k += 2 {
			if name, ok := IsAuthHeaderKey(info, args[k]); ok {
				out = append(out, SinkArg{args[k+1], name})
			}
			if !sink.Repeated {
				break
			}
		}
		return out
	}
	if cookieSinks[fn.Name()] {
		if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
			var out []SinkArg
			for i := 0; i < sig.Params().Len() && i < len(args); i++ {
				if isCookieType(sig.Params().At(i).Type()) {
					out = append(out, SinkArg{args[i], "Cookie"})
				}
			}
			return out
		}
	}
	return nil
}

// literalSinkTypes are the names of the types of knowledge.AuthLiteralSinks: every
// composite literal is asked, and most are answered by this lookup.
var literalSinkTypes = knowledge.KeyNames(knowledge.AuthLiteralSinks)

// LitSinks returns the elements of a composite literal that an auth sink receives: the
// entries of a header map under an auth header, an oauth2.Token's tokens, an
// oauth2.Transport's source, a gRPC oauth.TokenSource's source, an OAuth client secret.
func LitSinks(info *types.Info, lit *ast.CompositeLit) []SinkArg {
	t := info.TypeOf(lit)
	if t == nil {
		return nil
	}
	if IsHeaderMap(t) {
		var out []SinkArg
		for _, elt := range lit.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				if name, ok := IsAuthHeaderKey(info, kv.Key); ok {
					out = append(out, SinkArg{kv.Value, name})
				}
			}
		}
		return out
	}
	fields := func(name string, want ...string) []SinkArg {
		var out []SinkArg
		st, _ := t.Underlying().(*types.Struct)
		for i, elt := range lit.Elts {
			field, value := "", elt
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok {
					field, value = id.Name, kv.Value
				}
			} else if st != nil && i < st.NumFields() {
				field = st.Field(i).Name()
			}
			for _, w := range want {
				if field == w {
					out = append(out, SinkArg{value, name})
				}
			}
		}
		return out
	}
	named, _ := types.Unalias(gocode.Deref(t)).(*types.Named)
	if named == nil || named.Obj().Pkg() == nil || !literalSinkTypes[named.Obj().Name()] {
		return nil
	}
	if sink, ok := knowledge.AuthLiteralSinks[named.Obj().Pkg().Path()+"."+named.Obj().Name()]; ok {
		return fields(sink.Name, sink.Fields...)
	}
	return nil
}

// IndexSink returns the value that an assignment header[k] = v stores under an auth header.
func IndexSink(info *types.Info, lhs *ast.IndexExpr, rhs ast.Expr) []SinkArg {
	if rhs == nil || !IsHeaderMap(info.TypeOf(lhs.X)) {
		return nil
	}
	if name, ok := IsAuthHeaderKey(info, lhs.Index); ok {
		return []SinkArg{{rhs, name}}
	}
	return nil
}

// IsHeaderMap reports whether t is a map of header values: http.Header, or a map with
// string keys and string or []string values (a header map passed as a request option).
func IsHeaderMap(t types.Type) bool {
	if t == nil {
		return false
	}
	m, ok := t.Underlying().(*types.Map)
	if !ok || !isStringType(m.Key()) {
		return false
	}
	if s, ok := m.Elem().Underlying().(*types.Slice); ok {
		return isStringType(s.Elem())
	}
	return isStringType(m.Elem())
}

func isStringType(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

func isCookieType(t types.Type) bool {
	return gocode.IsNamedOrPointer(gocode.ThroughPointersAndSlices(t, 3), "net/http", "Cookie")
}

// IsAuthSource reports whether e is a call that returns fresh credentials:
// oauth2.Config.Exchange and PasswordCredentialsToken, clientcredentials.Config.Token, or
// the Token method of an oauth2.TokenSource (an interface value or a concrete source).
// Field selections of such a call's result count (src.Token() is a tuple, so these appear
// as a local assigned from the call: the caller follows it).
func IsAuthSource(info *types.Info, e ast.Expr) bool {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			if sel := info.Selections[x]; sel != nil && sel.Kind() == types.FieldVal {
				e = x.X
				continue
			}
		case *ast.StarExpr:
			e = x.X
			continue
		case *ast.CallExpr:
			sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr)
			if !ok {
				return false
			}
			s := info.Selections[sel]
			if s == nil || s.Kind() != types.MethodVal {
				return false
			}
			fn, _ := s.Obj().(*types.Func)
			return isAuthSourceFunc(fn)
		}
		return false
	}
}

func isAuthSourceFunc(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	if knowledge.AuthSources[funcKey(fn)] {
		return true
	}
	switch fn.Name() {
	case "Token":
		// TokenSource.Token() (*oauth2.Token, error), on the interface or an implementation.
		sig, ok := fn.Type().(*types.Signature)
		return ok && sig.Params().Len() == 0 && sig.Results().Len() == 2 &&
			gocode.IsNamedOrPointer(gocode.Deref(sig.Results().At(0).Type()), knowledge.Oauth2Path, "Token")
	}
	return false
}

// recvName returns the name of fn's receiver type ("" for functions).
func recvName(fn *types.Func) string {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return ""
	}
	if n, ok := types.Unalias(gocode.Deref(sig.Recv().Type())).(*types.Named); ok {
		return n.Obj().Name()
	}
	return ""
}

// ValueCarrier reports whether fn is one of the standard functions whose result carries their arguments' text:
// a credential formatted, joined or encoded into a header value is still the credential.
func ValueCarrier(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	switch gocode.FullFuncName(fn) {
	case "fmt.Sprintf", "fmt.Sprint", "fmt.Sprintln", "strings.Join", "strings.TrimSpace",
		"base64.Encoding.EncodeToString", "hex.EncodeToString":
		return true
	}
	return false
}
