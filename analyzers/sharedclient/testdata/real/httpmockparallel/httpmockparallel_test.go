// Package httpmockparallel: parallel tests on httpmock's one registry, with the real httpmock.
package httpmockparallel

import (
	"net/http"
	"testing"

	"github.com/jarcoal/httpmock"
)

func get(t *testing.T, url string) {
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func TestActivateA(t *testing.T) {
	t.Parallel()
	httpmock.Activate() // want `test TestActivateA uses httpmock's mock registry httpmock.DefaultTransport through httpmock.Activate while other tests use it \(TestActivateB\)`
	defer httpmock.DeactivateAndReset()
	httpmock.RegisterResponder("GET", "http://a.example/x", httpmock.NewStringResponder(200, "a"))
	get(t, "http://a.example/x")
}

func TestActivateB(t *testing.T) {
	t.Parallel()
	httpmock.Activate() // want `test TestActivateB uses httpmock's mock registry httpmock.DefaultTransport through httpmock.Activate while other tests use it`
	defer httpmock.DeactivateAndReset()
	httpmock.RegisterResponder("GET", "http://b.example/x", httpmock.NewStringResponder(200, "b"))
	get(t, "http://b.example/x")
}

// Each test activates on a client of its own: the responders still go into the one
// registry, and DeactivateAndReset resets every test's.
func TestNonDefaultA(t *testing.T) {
	t.Parallel()
	client := &http.Client{}
	httpmock.ActivateNonDefault(client) // want `test TestNonDefaultA uses httpmock's mock registry httpmock.DefaultTransport through httpmock.ActivateNonDefault while other tests use it`
	defer httpmock.DeactivateAndReset()
	httpmock.RegisterResponder("GET", "http://c.example/x", httpmock.NewStringResponder(200, "c"))
	resp, err := client.Get("http://c.example/x")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

// Not reported: a sequential test, which runs before the parallel ones resume, and puts
// the default transport back.
func TestSequential(t *testing.T) {
	httpmock.Activate()
	defer httpmock.DeactivateAndReset()
	httpmock.RegisterResponder("GET", "http://d.example/x", httpmock.NewStringResponder(200, "d"))
	get(t, "http://d.example/x")
}
