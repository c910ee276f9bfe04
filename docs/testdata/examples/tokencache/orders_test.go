package tokencache

import "testing"

// Tokens handed out by login, cached so that each user logs in once.
var tokens = map[string]string{}

func login(user string) string {
	tok := fetchToken(user)
	tokens[user] = tok // data race with the other parallel tests
	return tok
}

func TestOrders(t *testing.T) {
	t.Parallel()
	login("alice")
	get(t, "/orders", tokens["alice"]) // TestRefunds may have just replaced it
}

func TestRefunds(t *testing.T) {
	t.Parallel()
	login("alice")
	get(t, "/refunds", tokens["alice"])
}
