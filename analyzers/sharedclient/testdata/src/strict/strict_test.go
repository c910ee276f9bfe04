package strict

import (
	"net/http"
	"testing"
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
