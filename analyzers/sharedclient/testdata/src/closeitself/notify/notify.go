// Package notify is a library that sends with net/http's default client by itself.
package notify

import (
	"context"
	"errors"
	"net/http"
	"strings"
)

// Ping posts to url through http.Post, which uses http.DefaultClient.
func Ping(url string) error {
	resp, err := http.Post(url, "text/plain", strings.NewReader("ping"))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Describe sends nothing.
func Describe(url string) string { return "notify " + url }

// Fresh asks, with a HEAD through http.DefaultClient, whether the copy at url has changed.
func Fresh(url string) (bool, error) {
	req, err := http.NewRequestWithContext(context.Background(), http.MethodHead, url, nil)
	if err != nil {
		return false, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return false, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return false, errors.New(resp.Status)
	}
	return resp.Header.Get("ETag") == "", nil
}

// Fetch gets url through http.DefaultClient.
func Fetch(url string) error {
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Sync asks with a HEAD only when it holds a cached copy, then gets url.
func Sync(url string, cached bool) error {
	if cached {
		if _, err := Fresh(url); err != nil {
			return err
		}
	}
	return Fetch(url)
}

// Probe asks with a HEAD only when it holds a cached copy: it returns before the HEAD
// otherwise.
func Probe(url string, cached bool) error {
	if !cached {
		return Fetch(url)
	}
	if _, err := Fresh(url); err != nil {
		return err
	}
	return Fetch(url)
}

// Recheck builds a HEAD, then turns it into a GET.
func Recheck(url string) error {
	req, err := http.NewRequest(http.MethodHead, url, nil)
	if err != nil {
		return err
	}
	req.Method = http.MethodGet
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// An Archive is a copy of a remote archive; offline, it is read from disk only.
type Archive struct {
	URL     string
	Offline bool
}

// OpenArchive loads the archive at url: offline, it sends nothing.
func OpenArchive(url string, offline bool) (*Archive, error) {
	a := &Archive{URL: url, Offline: offline}
	if err := a.load(); err != nil {
		return nil, err
	}
	return a, nil
}

// Load loads the archive: offline, it sends nothing.
func (a *Archive) Load() error { return a.load() }

func (a *Archive) load() error {
	if a.Offline {
		if a.URL == "" {
			return errors.New("no url")
		}
		return errors.New("offline: no copy on disk")
	}
	return Fetch(a.URL)
}

// Mirror gets url only when it is told it is online.
func Mirror(url string, online bool) error {
	if url == "" || !online {
		return nil
	}
	return Fetch(url)
}

// Refresh only notes that it is offline, and gets url all the same.
func Refresh(url string, offline bool) error {
	if offline {
		url += "?offline"
	}
	return Fetch(url)
}

// Replay returns early when offline, but after its request.
func Replay(url string, offline bool) error {
	err := Fetch(url)
	if offline {
		return err
	}
	return Fetch(url)
}

// GoOnline leaves offline mode.
func (a *Archive) GoOnline() { a.Offline = false }

// LoadFresh leaves offline mode before it checks the flag: the flag no longer guards.
func (a *Archive) LoadFresh() error {
	a.GoOnline()
	if a.Offline {
		return errors.New("offline")
	}
	return Fetch(a.URL)
}

// Settings are a store's settings.
type Settings struct{ Offline bool }

// A Store embeds its settings.
type Store struct {
	Settings
	URL string
}

// Load gets the store's copy unless its settings say offline.
func (s *Store) Load() error {
	if s.Offline {
		return nil
	}
	return Fetch(s.URL)
}
