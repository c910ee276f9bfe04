package gockexternal_test

import (
	"testing"

	"github.com/h2non/gock"

	"example.com/real/gockexternal"
)

func TestA(t *testing.T) {
	t.Parallel()
	defer gock.Off()
	gock.New("http://a.example").Get("/x").Reply(200).BodyString("a") // want `test TestA uses gock's mock registry gock.mocks through gock.New while other tests use it \(TestB\), and every test of the binary shares its mocks; gock has no registry per test`
	if got, err := gockexternal.Fetch("http://a.example/x"); err != nil || got != "a" {
		t.Fatal(got, err)
	}
}

func TestB(t *testing.T) {
	t.Parallel()
	defer gock.Off()
	gock.New("http://b.example").Get("/x").Reply(200).BodyString("b") // want `test TestB uses gock's mock registry gock.mocks through gock.New`
	if got, err := gockexternal.Fetch("http://b.example/x"); err != nil || got != "b" {
		t.Fatal(got, err)
	}
}
