package responses

import (
	"go/ast"
	"strings"
)

// A muxRoute is a handler registered on a ServeMux with HandleFunc or Handle, and its
// pattern when that is a constant.
type muxRoute struct {
	pattern string
	known   bool
	handler ast.Expr
}

// serving returns the route of routes that a ServeMux serves the request with, by the
// patterns' rules since Go 1.22: an optional method ("GET" serves HEAD too) and host, then
// a path whose segments match literally or as a wildcard ({id}, {rest...}); a trailing
// slash matches the subtree, unless it ends in {$}. Of several matches the longest pattern
// is taken, which is the most specific in the patterns tests write. found is false when no
// route matches (the mux answers its 404 page); ok is false when a pattern is not a
// constant.
func serving(routes []muxRoute, req request) (route muxRoute, found, ok bool) {
	best := -1
	for _, r := range routes {
		if !r.known {
			return muxRoute{}, false, false
		}
		method, host, path := splitPattern(r.pattern)
		_ = host // the test's server is reached by its address: a host pattern is not told apart
		if method != "" && req.method != "" && method != req.method && !(method == "GET" && req.method == "HEAD") {
			continue
		}
		if !pathMatches(path, req.path) {
			continue
		}
		if len(r.pattern) > best {
			route, best = r, len(r.pattern)
		}
	}
	return route, best >= 0, true
}

// splitPattern splits a ServeMux pattern into its method, host and path.
func splitPattern(pattern string) (method, host, path string) {
	pattern = strings.TrimSpace(pattern)
	if m, rest, ok := strings.Cut(pattern, " "); ok {
		method, pattern = m, strings.TrimLeft(rest, " \t")
	}
	i := strings.Index(pattern, "/")
	if i < 0 {
		return method, pattern, ""
	}
	return method, pattern[:i], pattern[i:]
}

// pathMatches reports whether a pattern's path matches a request's path.
func pathMatches(pattern, path string) bool {
	if pattern == "" {
		return false
	}
	exact := strings.HasSuffix(pattern, "/{$}")
	if exact {
		pattern = strings.TrimSuffix(pattern, "{$}")
	}
	subtree := !exact && strings.HasSuffix(pattern, "/")
	ps := strings.Split(strings.Trim(pattern, "/"), "/")
	qs := strings.Split(strings.Trim(path, "/"), "/")
	if strings.Trim(pattern, "/") == "" {
		ps = nil
	}
	if strings.Trim(path, "/") == "" {
		qs = nil
	}
	for i, seg := range ps {
		if strings.HasPrefix(seg, "{") && strings.HasSuffix(seg, "...}") {
			return len(qs) >= i // the rest of the path, maybe empty
		}
		if i >= len(qs) {
			return false
		}
		if strings.HasPrefix(seg, "{") && strings.HasSuffix(seg, "}") {
			continue
		}
		if seg != qs[i] {
			return false
		}
	}
	if len(qs) > len(ps) {
		return subtree
	}
	// The same segments: a subtree pattern /a/ matches /a/ and, by redirect, /a; an exact
	// one /a matches /a only.
	return subtree || !strings.HasSuffix(path, "/") || exact
}
