// Package memofill holds memo maps whose writes do replace entries: each case differs by
// one construct from a fill that only adds missing keys (package negatives).
package memofill

import (
	"net/url"
	"sync"
)

func fetchToken(user string) string { return "token-" + user }

// hostOf returns the host part of a URL.
func hostOf(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return ""
	}
	return u.Host
}

type hostKeys struct {
	mu   sync.Mutex
	keys map[string]string
}

// The deferred write's flag is set before the missing-key check: on the early return the
// entry that exists is written again, with an empty key.
var earlyAuthKeys = &hostKeys{}

func (h *hostKeys) keyEarly(rawURL string) string {
	host := hostOf(rawURL)
	var key string
	computed := false
	h.mu.Lock()
	defer h.mu.Unlock()
	defer func() {
		if !computed {
			return
		}
		h.keys[host] = key
	}()
	computed = true
	if existing, ok := h.keys[host]; ok {
		return existing
	}
	key = fetchToken(host)
	return key
}

// The map is made again whether or not it exists: every entry is dropped.
var resetAuthKeys = &hostKeys{}

func (h *hostKeys) keyAfterReset(rawURL string) string {
	host := hostOf(rawURL)
	h.mu.Lock()
	defer h.mu.Unlock()
	h.keys = make(map[string]string)
	if existing, ok := h.keys[host]; ok {
		return existing
	}
	h.keys[host] = fetchToken(host)
	return h.keys[host]
}

// The deferred write runs when the flag is still false: on the early return, where the entry
// exists, it is written again with an empty key.
var inverseAuthKeys = &hostKeys{}

func (h *hostKeys) keyInverse(rawURL string) string {
	host := hostOf(rawURL)
	var key string
	computed := false
	h.mu.Lock()
	defer h.mu.Unlock()
	defer func() {
		if !computed {
			h.keys[host] = key
			return
		}
	}()
	if existing, ok := h.keys[host]; ok {
		return existing
	}
	key = fetchToken(host)
	computed = true
	return key
}

// The map is made when nil, but the nil check runs before the lock: a sibling may have made
// and filled it in between, and this drops its entries.
var unlockedCheckAuthKeys = &hostKeys{}

func (h *hostKeys) keyCheckedUnlocked(rawURL string) string {
	host := hostOf(rawURL)
	if h.keys == nil {
		h.mu.Lock()
		h.keys = make(map[string]string)
		h.mu.Unlock()
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if existing, ok := h.keys[host]; ok {
		return existing
	}
	h.keys[host] = fetchToken(host)
	return h.keys[host]
}
