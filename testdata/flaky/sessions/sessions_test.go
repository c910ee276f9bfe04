package sessions_test

import (
	"slices"
	"testing"
)

func TestWhoAmI(t *testing.T) {
	for _, user := range []string{"alice", "bob", "carol", "dave", "erin", "frank"} {
		t.Run(user, func(t *testing.T) {
			t.Parallel()
			login(t, user)
			if got := whoami(t); got != user {
				t.Errorf("GET /me after logging in as %s = %s", user, got)
			}
		})
	}
}

func TestCart(t *testing.T) {
	tests := []struct {
		name string
		user string
		skus []string
	}{
		{"one item", "alice", []string{"book-1"}},
		{"two items", "bob", []string{"pen-1", "pen-2"}},
		{"same item twice", "carol", []string{"mug-1", "mug-1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			login(t, tt.user)
			for _, sku := range tt.skus {
				addToCart(t, sku)
			}
			got := cart(t)
			for _, sku := range tt.skus {
				if !slices.Contains(got, sku) {
					t.Errorf("%s's cart = %s, missing %s", tt.user, fmtCart(got), sku)
				}
			}
		})
	}
}

func TestSessionRefresh(t *testing.T) {
	t.Parallel()
	login(t, "erin")
	refreshSession(t, "erin")
	if got := whoami(t); got != "erin" {
		t.Errorf("GET /me after refreshing erin's session = %s", got)
	}
	refreshSession(t, "erin")
	if got := whoami(t); got != "erin" {
		t.Errorf("GET /me after refreshing erin's session twice = %s", got)
	}
}

func TestUnknownUser(t *testing.T) {
	t.Parallel()
	resp, err := api.PostForm(baseURL+"/login", map[string][]string{"user": {"mallory"}, "password": {"x"}})
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 401 {
		t.Errorf("login as unknown user: %s, want 401 Unauthorized", resp.Status)
	}
}
