package noclose

import (
	"net/http"
	"testing"
)

// No test of this package closes an httptest server: http.Get is not reported.
func TestGet(t *testing.T) {
	t.Parallel()
	http.Get("http://example.com")
}
