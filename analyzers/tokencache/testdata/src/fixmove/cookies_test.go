package fixmove

import "testing"

func TestCartCookie(t *testing.T) {
	t.Parallel()
	cookieCache["cart"] = nil // want `data race: parallel test TestCartCookie writes token cache cookieCache`
	if cookieCache["cart"] != nil {
		t.Fatal("stale cookie")
	}
}

func TestWishlistCookie(t *testing.T) {
	t.Parallel()
	delete(cookieCache, "wishlist") // want `data race: parallel test TestWishlistCookie writes token cache cookieCache`
}
