package gockonly

import (
	"testing"

	"github.com/h2non/gock"
)

// The package does not import net/http: gock replaces http.DefaultTransport for it, and the
// replacement is found through gock's own code.
func TestMockA(t *testing.T) {
	t.Parallel()
	defer gock.Off()
	gock.New("http://example.com").Get("/").Reply(200) // want `test TestMockA replaces http.DefaultTransport through gock.New while other tests run \(TestMockB\)`
}

func TestMockB(t *testing.T) {
	t.Parallel()
}

// A sequential test that turns the mock off again: nothing is reported.
func TestMockSerial(t *testing.T) {
	defer gock.Off()
	gock.New("http://example.com").Get("/").Reply(200)
}
