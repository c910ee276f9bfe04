package identity_test

import (
	"context"
	"net/http"
	"slices"
	"testing"

	"golang.org/x/oauth2"
)

// TestLogin checks that every fixture user can log in.
func TestLogin(t *testing.T) {
	tokens := tokenCache{}
	for user := range passwords {
		if tok := tokenFor(t, tokens, user); tok.AccessToken == "" {
			t.Errorf("%s: empty access token", user)
		}
	}
}

func TestProfile(t *testing.T) {
	t.Parallel()
	for _, user := range []string{"alice", "bob", "carol"} {
		t.Run(user, func(t *testing.T) {
			t.Parallel()
			tokens := tokenCache{}
			var p struct{ User string }
			get(t, tokens, user, "/v1/profile", &p)
			if p.User != user {
				t.Errorf("profile of %s = %s", user, p.User)
			}
		})
	}
}

func TestOrders(t *testing.T) {
	t.Parallel()
	tests := []struct {
		user string
		want []string
	}{
		{"alice", []string{"A-1001", "A-1002"}},
		{"bob", []string{"B-2001"}},
		{"carol", []string{}},
	}
	for _, tt := range tests {
		t.Run(tt.user, func(t *testing.T) {
			t.Parallel()
			tokens := tokenCache{}
			var o struct{ Orders []string }
			get(t, tokens, tt.user, "/v1/orders", &o)
			if !slices.Equal(o.Orders, tt.want) {
				t.Errorf("orders of %s = %q, want %q", tt.user, o.Orders, tt.want)
			}
		})
	}
}

func TestTokenRefresh(t *testing.T) {
	t.Parallel()
	for _, user := range []string{"alice", "bob"} {
		t.Run(user, func(t *testing.T) {
			t.Parallel()
			tokens := tokenCache{}
			old := tokenFor(t, tokens, user)
			refreshed, err := oauthConfig.TokenSource(context.Background(), &oauth2.Token{RefreshToken: old.RefreshToken}).Token()
			if err != nil {
				t.Fatalf("refresh %s's token: %v", user, err)
			}
			tokens[user] = refreshed // the old token is revoked now
			if got := status(t, "/v1/profile", old); got != http.StatusUnauthorized {
				t.Errorf("old token after refresh: status %d, want %d", got, http.StatusUnauthorized)
			}
			if got := status(t, "/v1/profile", refreshed); got != http.StatusOK {
				t.Errorf("refreshed token: status %d, want %d", got, http.StatusOK)
			}
		})
	}
}
