package tokencache

import "testing"

func login(t *testing.T, tokens map[string]string, user string) string {
	t.Helper()
	tok := fetchToken(user)
	tokens[user] = tok
	return tok
}

func TestOrders(t *testing.T) {
	t.Parallel()
	tokens := map[string]string{}
	login(t, tokens, "alice")
	get(t, "/orders", tokens["alice"])
}

func TestRefunds(t *testing.T) {
	t.Parallel()
	tokens := map[string]string{}
	login(t, tokens, "alice")
	get(t, "/refunds", tokens["alice"])
}
