package strict

import (
	"net/http"
	"testing"
	"time"
)

var api = &http.Client{Transport: &http.Transport{}}

var unused = &http.Client{}

func TestA(t *testing.T) {
	t.Parallel()
	api.Get("http://example.com") // want `shared client "api" is used by parallel test TestA; give each test its own client`
}

func TestB(t *testing.T) {
	t.Parallel()
	api.Get("http://example.com") // want `shared client "api" is used by parallel test TestB; give each test its own client`
}

func TestSerial(t *testing.T) {
	unused.Get("http://example.com") // not parallel: not reported, even in strict mode
}

// A sequential test's change stays for the tests that run after it.
var leaky = &http.Client{}

func TestLeakyConfigure(t *testing.T) {
	leaky.Timeout = time.Second // want `shared client "leaky" is mutated here \(Timeout\) by sequential test TestLeakyConfigure and not restored, so other tests that use it inherit the change \(TestLeakyUse\); restore it with t.Cleanup, or give each test its own client`
}

func TestLeakyUse(t *testing.T) {
	t.Parallel()
	leaky.Get("http://example.com") // want `shared client "leaky" is used by parallel test TestLeakyUse`
}

// The only parallel test that mutates it: latent, nothing runs alongside it now.
var latent = &http.Client{}

func TestLatentWriter(t *testing.T) {
	t.Parallel()
	latent.Timeout = time.Second // want `shared client "latent" is mutated here \(Timeout\) by parallel test TestLatentWriter and used by TestLatentReader \(strict mode\)`
}

func TestLatentReader(t *testing.T) {
	latent.Get("http://example.com")
}

// http.DefaultTransport replaced by a sequential test that does not restore it.
type stub struct{}

func (stub) RoundTrip(*http.Request) (*http.Response, error) { return nil, nil }

func TestDefaultLeak(t *testing.T) {
	http.DefaultTransport = stub{} // want `test TestDefaultLeak replaces http.DefaultTransport and does not restore it; no other test uses it now, but one that did would inherit the change \(strict mode\)`
}

func TestDefaultRestored(t *testing.T) {
	old := http.DefaultTransport
	t.Cleanup(func() { http.DefaultTransport = old })
	http.DefaultTransport = stub{}
}
