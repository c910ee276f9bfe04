package responses

import "testing"

func TestServing(t *testing.T) {
	t.Parallel()
	routes := []muxRoute{
		{pattern: "/", known: true},
		{pattern: "/health", known: true},
		{pattern: "POST /items/{id}", known: true},
		{pattern: "GET /files/{path...}", known: true},
		{pattern: "/api/", known: true},
		{pattern: "/exact/{$}", known: true},
	}
	for _, tc := range []struct {
		method, path string
		want         string // the pattern served; "" for the mux's 404
	}{
		{"GET", "/health", "/health"},
		{"GET", "/health/", "/"},
		{"POST", "/items/7", "POST /items/{id}"},
		{"GET", "/items/7", "/"},
		{"HEAD", "/files/a/b.txt", "GET /files/{path...}"},
		{"GET", "/api/v1/users", "/api/"},
		{"GET", "/api", "/api/"},
		{"GET", "/exact/", "/exact/{$}"},
		{"GET", "/exact/more", "/"},
		{"", "/health", "/health"},
	} {
		route, found, ok := serving(routes, request{method: tc.method, path: tc.path, pathKnown: true})
		if !ok {
			t.Fatalf("%s %s: no answer", tc.method, tc.path)
		}
		got := ""
		if found {
			got = route.pattern
		}
		if got != tc.want {
			t.Errorf("%s %s: served by %q, want %q", tc.method, tc.path, got, tc.want)
		}
	}
	if _, found, ok := serving([]muxRoute{{pattern: "/a", known: true}}, request{path: "/b", pathKnown: true}); !ok || found {
		t.Errorf("/b on a mux with /a only: found %v, ok %v; want the 404", found, ok)
	}
	if _, _, ok := serving([]muxRoute{{known: false}}, request{path: "/b", pathKnown: true}); ok {
		t.Errorf("a pattern that is not a constant: answered")
	}
}
