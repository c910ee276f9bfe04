package credcaches

import (
	"testing"

	"golang.org/x/oauth2"
)

var staticSource = oauth2.StaticTokenSource(&oauth2.Token{AccessToken: "x"}) // want `cache TokenSourceCache` `static`

var setupSource oauth2.TokenSource // want `cache TokenSourceCache`

// Given another source in TestMain: not static.
func TestMain(m *testing.M) {
	setupSource = refreshing{}
	m.Run()
}

type refreshing struct{}

func (refreshing) Token() (*oauth2.Token, error) { return &oauth2.Token{}, nil }

func TestSources(t *testing.T) {
	_, _ = staticSource.Token() // want `^read$`
	_, _ = setupSource.Token()  // want `^read$`
}
