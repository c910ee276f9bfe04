package names

import "testing"

// tickets matches the replacing list.
var tickets = map[string]string{}

func issue(user string) string {
	tickets[user] = "t-" + user // want `data race: parallel test TestTicketA writes token cache tickets without holding a mutex while parallel test TestTicketB uses it`
	return tickets[user]
}

func TestTicketA(t *testing.T) {
	t.Parallel()
	_ = issue("a") // want `parallel test TestTicketA reads token cache tickets while parallel test TestTicketB refreshes it`
}

func TestTicketB(t *testing.T) {
	t.Parallel()
	_ = issue("a") // want `parallel test TestTicketB reads token cache tickets while parallel test TestTicketA refreshes it`
}

// tokens is in the default list, which the flag replaces.
var tokens = map[string]string{}

func fetch(user string) string {
	tokens[user] = "t-" + user
	return tokens[user]
}

func TestTokenA(t *testing.T) {
	t.Parallel()
	_ = fetch("a")
}

func TestTokenB(t *testing.T) {
	t.Parallel()
	_ = fetch("b")
}
