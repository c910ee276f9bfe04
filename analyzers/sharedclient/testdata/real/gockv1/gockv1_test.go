// Package gockv1: gock at its gopkg.in path.
package gockv1

import (
	"net/http"
	"testing"

	gock "gopkg.in/h2non/gock.v1"
)

func TestA(t *testing.T) {
	t.Parallel()
	defer gock.Off()
	gock.New("http://a.example").Get("/x").Reply(200) // want `test TestA uses gock's mock registry gock.mocks through gock.New while other tests use it \(TestB\)`
	if _, err := http.Get("http://a.example/x"); err != nil {
		t.Fatal(err)
	}
}

func TestB(t *testing.T) {
	t.Parallel()
	defer gock.Off()
	gock.New("http://b.example").Get("/x").Reply(200) // want `test TestB uses gock's mock registry gock.mocks through gock.New`
	if _, err := http.Get("http://b.example/x"); err != nil {
		t.Fatal(err)
	}
}
