package leaked

import (
	"testing"

	"claimsdk"
)

// A storage type that is a token cache because of its token map; its client table is
// configuration.
type client struct {
	RedirectURIs []string
	Secret       string
}

type memoryStore struct {
	Clients      map[string]any
	AccessTokens map[string]string
}

var memStore = &memoryStore{
	Clients:      map[string]any{"c": &client{RedirectURIs: []string{"http://localhost/cb"}}},
	AccessTokens: map[string]string{},
}

func use(s *memoryStore) {}

// Negative: a client's redirect URI is no credential.
func TestRedirectWrite(t *testing.T) {
	memStore.Clients["c"].(*client).RedirectURIs[0] = "http://127.0.0.1/cb"
}

// Negative: adding a client changes the client table, not a token.
func TestClientAdd(t *testing.T) {
	memStore.Clients["d"] = &client{}
}

// Positive: a client's secret is a credential, wherever it is kept.
func TestSecretWrite(t *testing.T) {
	memStore.Clients["c"].(*client).Secret = "s3cret" // want `test TestSecretWrite sets token cache memStore.Clients.Secret and does not put it back, so TestStoreUser then reads the value it left`
}

// Positive: the token map is the cache.
func TestTokenWrite(t *testing.T) {
	memStore.AccessTokens["x"] = fetch("x") // want `test TestTokenWrite sets token cache memStore.AccessTokens and does not put it back, so TestStoreUser then reads the value it left`
}

func TestStoreUser(t *testing.T) {
	use(memStore)
}

// A credential struct whose fields each hold credential state.
type authPair struct {
	AccessToken  string
	RefreshToken string
}

var authState = &authPair{AccessToken: "a0", RefreshToken: "r0"}

// Positive: the access token is changed and a later test reads the whole pair.
func TestAccessWrite(t *testing.T) {
	authState.AccessToken = fetch("a1") // want `test TestAccessWrite sets credential authState.AccessToken and does not put it back, so TestPairUser then reads the value it left`
}

func TestPairUser(t *testing.T) {
	_ = authState
}

// Negative: the only other reader sets the field it reads first.
var ownField = &authPair{AccessToken: "a0"}

func TestOwnFieldWrite(t *testing.T) {
	ownField.AccessToken = fetch("a1")
}

func TestOwnFieldFirst(t *testing.T) {
	ownField.AccessToken = fetch("a2")
	_ = ownField.AccessToken
}

// Claims whose initializer already holds what a test writes.
var jwtClaims = &claimsdk.Claims{
	Subject: "peter",
	Scope:   "email",
	Extra:   map[string]any{"foo": "bar"},
}

// Negative: the same, written directly.
func TestClaimSetSame(t *testing.T) {
	jwtClaims.Extra["foo"] = "bar"
	jwtClaims.Scope = "email"
}

// Negative: the same, through the library's Add, whose lazy initialization of Extra cannot
// run on claims whose initializer gives Extra a map.
func TestClaimAddSame(t *testing.T) {
	jwtClaims.Add("foo", "bar")
}

// Positive: another value.
func TestClaimAddOther(t *testing.T) {
	jwtClaims.Add("foo", "qux") // want `test TestClaimAddOther sets token cache jwtClaims.Extra \(in claimsdk.Claims.Add\) and does not put it back, so TestClaimsUser then reads the value it left`
}

// Positive: another scope.
func TestClaimScopeOther(t *testing.T) {
	jwtClaims.Scope = "admin" // want `test TestClaimScopeOther sets token cache jwtClaims.Scope and does not put it back, so TestClaimsUser then reads the value it left`
}

func TestClaimsUser(t *testing.T) {
	_ = jwtClaims.Extra
}
