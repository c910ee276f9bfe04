package leakedbook

import (
	"net/http"
	"testing"
	"time"
)

// The library records the transport it found: later tests read the record, not a change.
func TestInstall(t *testing.T) {
	Install()
}

func TestUsesSaved(t *testing.T) {
	req, _ := http.NewRequest("GET", "http://example.com", nil)
	Saved.RoundTrip(req)
}

// The test's own client, stored in the library for good.
func TestSetClient(t *testing.T) {
	SetClient(&http.Client{Timeout: time.Millisecond})
}

func TestUsesClient(t *testing.T) {
	Client.Get("http://example.com")
}
