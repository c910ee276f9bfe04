// Package httpmockleak: sequential tests, one of which leaves httpmock's transport installed
// as http.DefaultTransport for the tests after it.
package httpmockleak

import (
	"net/http"
	"testing"

	"github.com/h2non/gock"
	"github.com/jarcoal/httpmock"
)

func get(url string) error {
	resp, err := http.Get(url)
	if err == nil {
		resp.Body.Close()
	}
	return err
}

// Not reported: the test puts the default transport back.
func TestRestored(t *testing.T) {
	httpmock.Activate()
	defer httpmock.DeactivateAndReset()
	get("http://a.example/x")
}

// Not reported: Activate(t) registers DeactivateAndReset with t.Cleanup.
func TestRestoredByActivate(t *testing.T) {
	httpmock.Activate(t)
	get("http://a.example/x")
}

func TestLeak(t *testing.T) {
	httpmock.Activate() // want `test TestLeak replaces http.DefaultTransport through httpmock.Activate and does not restore it, so other tests that use it inherit the change \(TestLater\); undo it with t.Cleanup\(httpmock.DeactivateAndReset\), or give the test its own mock := httpmock.NewMockTransport\(\)`
	get("http://a.example/x")
}

// Not reported: gock's Off puts the default transport back, and a client the test
// intercepts is restored.
func TestGockRestored(t *testing.T) {
	defer gock.Off()
	client := &http.Client{}
	gock.InterceptClient(client)
	defer gock.RestoreClient(client)
	gock.New("http://b.example").Get("/x").Reply(200)
	client.Get("http://b.example/x")
}

// Reported: Reset empties the responders but leaves httpmock's transport installed.
func TestOnlyReset(t *testing.T) {
	httpmock.Activate() // want `test TestOnlyReset replaces http.DefaultTransport through httpmock.Activate and does not restore it`
	defer httpmock.Reset()
	get("http://d.example/x")
}

// Reported: gock.New installs gock's transport as http.DefaultTransport even in a test that
// intercepts a client of its own (the client is mocked only while it is installed), and
// Flush only empties the mocks.
func TestGockInterceptedClient(t *testing.T) {
	defer gock.Flush()
	client := &http.Client{}
	gock.InterceptClient(client)
	defer gock.RestoreClient(client)
	gock.New("http://e.example").Get("/x").Reply(200) // want `test TestGockInterceptedClient replaces http.DefaultTransport through gock.New and does not restore it`
	client.Get("http://e.example/x")
}

func TestLater(t *testing.T) {
	get("http://c.example/x")
}
