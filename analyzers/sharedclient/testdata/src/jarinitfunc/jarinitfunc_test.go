package jarinitfunc

import "testing"

func TestA(t *testing.T) {
	t.Parallel()
	client.Get("http://a.example") // want `shared client "client" has a cookie jar and is used by parallel test TestA`
}

func TestB(t *testing.T) {
	t.Parallel()
	client.Get("http://b.example") // want `shared client "client" has a cookie jar and is used by parallel test TestB`
}
