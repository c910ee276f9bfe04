package guardedx_test

import (
	stdhttp "net/http"
	"testing"
)

type roundTripper struct{}

func (roundTripper) RoundTrip(*stdhttp.Request) (*stdhttp.Response, error) { return nil, nil }

func TestReplace(t *testing.T) { // want `region TestReplace serial`
	stdhttp.DefaultTransport = roundTripper{} // want `write http\.DefaultTransport in TestReplace serial`
}
