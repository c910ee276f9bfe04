package leaked

import (
	"net/http"
	"testing"

	"sdkglobal"
)

var sessionToken string

func fetch(user string) string { return "token-" + user }

// Positive: a sequential test sets the token and leaves it; the next test reads it.
func TestLogin(t *testing.T) {
	sessionToken = fetch("alice") // want `test TestLogin sets token cache sessionToken and does not put it back, so TestProfile then reads the value it left`
}

func TestProfile(t *testing.T) {
	_ = sessionToken
}

// Positive: the SDK's key, set by one test and sent by the SDK in a later one.
func TestCharge(t *testing.T) {
	sdkglobal.Key = "sk_123" // want `test TestCharge sets token cache sdkglobal.Key and does not put it back, so TestRefund and TestSetterReader then read the value it left`
	_, _ = sdkglobal.Call("/charges")
}

func TestRefund(t *testing.T) {
	_, _ = sdkglobal.Call("/refunds")
}

// Positive: the write is in a helper that one test calls.
var adminToken string

func loginAdmin() { adminToken = fetch("admin") } // want `test TestAdminLogin sets token cache adminToken and does not put it back, so TestAdminPage then reads the value it left`

func TestAdminLogin(t *testing.T) {
	loginAdmin()
}

func TestAdminPage(t *testing.T) {
	_ = adminToken
}

// Negative: restored with defer.
var deferToken string

func TestDeferRestore(t *testing.T) {
	old := deferToken
	defer func() { deferToken = old }()
	deferToken = fetch("bob")
}

func TestDeferReader(t *testing.T) {
	_ = deferToken
}

// Negative: restored with t.Cleanup.
var cleanupToken string

func TestCleanupRestore(t *testing.T) {
	old := cleanupToken
	t.Cleanup(func() { cleanupToken = old })
	cleanupToken = fetch("carol")
}

func TestCleanupReader(t *testing.T) {
	_ = cleanupToken
}

// Negative: every other reader sets its own value first.
var ownToken string

func TestOwnFirst1(t *testing.T) {
	ownToken = fetch("dave")
	_ = ownToken
}

func TestOwnFirst2(t *testing.T) {
	ownToken = fetch("erin")
	_ = ownToken
}

// Negative: no other test reads it.
var loneToken string

func TestLone(t *testing.T) {
	loneToken = fetch("frank")
	_ = loneToken
}

// Negative: a benchmark's write; benchmarks run after every test.
var benchToken string

func BenchmarkLogin(b *testing.B) {
	benchToken = fetch("grace")
}

func TestBenchReader(t *testing.T) {
	_ = benchToken
}

// Negative: different constant keys of one map.
var tokensByUser = map[string]string{}

func TestAliceKey(t *testing.T) {
	tokensByUser["alice"] = fetch("alice")
	_ = tokensByUser["alice"]
}

func TestBobKey(t *testing.T) {
	tokensByUser["bob"] = fetch("bob")
	_ = tokensByUser["bob"]
}

// A request fixture with a credential field: one test signs it, later tests verify what it
// left (positive); a write of its other fields is no credential (negative).
type signedRequest struct {
	Body  []byte
	Token []byte
}

var fixtureRequest = &signedRequest{Body: []byte("{}")}

func sign(body []byte) []byte { return append([]byte("sig:"), body...) }

func verify(r *signedRequest) bool { return len(r.Token) > 0 }

func TestSign(t *testing.T) {
	fixtureRequest.Token = sign(fixtureRequest.Body) // want `test TestSign sets credential fixtureRequest.Token and does not put it back, so TestVerify then reads the value it left`
}

func TestVerify(t *testing.T) {
	if !verify(fixtureRequest) {
		t.Fatal("not signed")
	}
}

var bodyOnly = &signedRequest{}

func TestSetBody(t *testing.T) {
	bodyOnly.Body = []byte("x")
}

func TestReadBody(t *testing.T) {
	_ = bodyOnly.Body
}

// Negative: the test saves the token and puts it back before it returns.
var savedRequest = &signedRequest{}

func TestTruncateToken(t *testing.T) {
	token := savedRequest.Token[:]
	savedRequest.Token = savedRequest.Token[1:]
	_ = verify(savedRequest)
	savedRequest.Token = token
}

func TestSavedReader(t *testing.T) {
	_ = verify(savedRequest)
}

// Negative: an API client that is a credential only by its use, built by a setup helper
// most tests call; a test that skips the helper is sharedclient's business.
type apiClient struct{ key string }

func (c *apiClient) do() {
	req, _ := http.NewRequest("GET", "https://api.example.com", nil)
	req.Header.Set("Authorization", "Bearer "+c.key)
	_, _ = http.DefaultClient.Do(req)
}

var api *apiClient

func setupAPI() { api = &apiClient{key: fetch("svc")} }

func TestWithSetup(t *testing.T) {
	setupAPI()
	api.do()
}

func TestWithoutSetup(t *testing.T) {
	api.do()
}

// Negative: every test gets its token from a helper that logs in when the entry is missing;
// a later test would fill the cache itself, whoever filled it first.
var loginCache = map[string]string{}

func tokenFor(user string) string {
	if tok, ok := loginCache[user]; ok {
		return tok
	}
	tok := fetch(user)
	loginCache[user] = tok
	return tok
}

func TestFirstLogin(t *testing.T) {
	_ = tokenFor("zoe")
}

func TestLaterLogin(t *testing.T) {
	_ = tokenFor("zoe")
}

// Negative: the later test logs in itself, in a sequential subtest that runs before the one
// that reads; the positive below reads first and logs in only afterwards.
var stepToken string

func TestStepLeak(t *testing.T) {
	stepToken = fetch("heidi") // want `test TestStepLeak sets token cache stepToken and does not put it back, so TestStepsReadFirst/read then reads the value it left`
}

func TestStepsLoginFirst(t *testing.T) {
	t.Run("login", func(t *testing.T) { stepToken = fetch("ivan") }) // want `test TestStepsLoginFirst sets token cache stepToken and does not put it back, so TestStepsReadFirst/read then reads`
	t.Run("read", func(t *testing.T) { _ = stepToken })
}

func TestStepsReadFirst(t *testing.T) {
	t.Run("read", func(t *testing.T) { _ = stepToken })
	t.Run("login", func(t *testing.T) { stepToken = fetch("judy") })
}

// Through the SDK's setter: a test that sets the key and leaves it (positive), and one that
// puts the secret it saved back with the same setter (negative).
func TestSetterLeaves(t *testing.T) {
	sdkglobal.SetKey("sk_live") // want `test TestSetterLeaves sets token cache sdkglobal.Key \(in sdkglobal.SetKey\) and does not put it back, so TestSetterReader then reads`
}

func TestSetterReader(t *testing.T) {
	_, _ = sdkglobal.Call("/balance")
}

func TestSetterPutsBack(t *testing.T) {
	old := sdkglobal.Secret
	sdkglobal.SetSecret("whsec_other")
	_, _ = sdkglobal.Signed("/charges")
	sdkglobal.SetSecret(old)
}

func TestSignedReader(t *testing.T) {
	_, _ = sdkglobal.Signed("/balance")
}

// Negative: set back to the value it is declared with at the end of the body, where every
// passing run gets.
var bodyToken = ""

func TestBodyPutBack(t *testing.T) {
	bodyToken = fetch("bob")
	if bodyToken == "" {
		t.Error("no token")
		return
	}
	bodyToken = ""
}

func TestBodyPutBackReader(t *testing.T) {
	_ = bodyToken
}

// Positive: set back only when a condition holds.
var branchToken = ""

func TestBranchPutBack(t *testing.T) {
	branchToken = fetch("carol") // want `test TestBranchPutBack sets token cache branchToken and does not put it back, so TestBranchPutBackReader then reads the value it left`
	if testing.Short() {
		branchToken = ""
	}
}

func TestBranchPutBackReader(t *testing.T) {
	_ = branchToken
}
