package aliasprobe

import (
	"net/http"
	"testing"
	"time"
)

var shared = &http.Client{}

func TestUser(t *testing.T) {
	t.Parallel()
	shared.Get("http://example.com")
}

func newOwnClient() (*http.Client, error) { return &http.Client{}, nil }

func replaceClient(c **http.Client) { *c = &http.Client{} }

// PROBE: fails today. A rebound local that a subtest's closure reads is kept in memory by
// go/ssa, so no use of it has an answer, not even the write before it is rebound.
func TestCapturedBySubtest(t *testing.T) {
	t.Parallel()
	c := shared
	c.Timeout = time.Second // want `shared client "shared" is mutated here \(Timeout\)`
	c, err := newOwnClient()
	if err != nil {
		t.Fatal(err)
	}
	t.Run("get", func(t *testing.T) { c.Get("http://example.com") })
}

// PROBE: fails today. The same with the address taken after the write.
func TestAddressAfterWrite(t *testing.T) {
	t.Parallel()
	c := shared
	c.Timeout = time.Second // want `shared client "shared" is mutated here \(Timeout\)`
	replaceClient(&c)
	c.Timeout = time.Minute
}

// PROBE: fails today. Every run's first turn writes the shared client; the phi also holds the
// test's own client, so the write is taken as one path's.
func TestLoopWriteFirst(t *testing.T) {
	t.Parallel()
	c := shared
	for range 2 {
		c.Timeout = time.Second // want `shared client "shared" is mutated here \(Timeout\)`
		c, _ = newOwnClient()
	}
}

// PROBE: fails today. The second turn writes the shared client.
func TestGotoSecondTurn(t *testing.T) {
	t.Parallel()
	c, _ := newOwnClient()
	i := 0
again:
	c.Timeout = time.Second // want `shared client "shared" is mutated here \(Timeout\)`
	c = shared
	i++
	if i < 2 {
		goto again
	}
}

// PROBE: fails today. Tune is in a non-test file: the SSA form is asked about test files only.
func TestTune(t *testing.T) {
	t.Parallel()
	Tune(shared) // want `shared client "shared" is mutated here`
}

func TestTunePlain(t *testing.T) {
	t.Parallel()
	TunePlain(shared) // want `shared client "shared" is mutated here`
}

// PROBE: fails today, with no rebinding too: a call through a package-level function
// variable is not followed.
var mutateLater = func() {
	c := shared
	c.Timeout = time.Second // want `shared client "shared" is mutated here \(Timeout\)`
}

func TestPackageClosure(t *testing.T) {
	t.Parallel()
	mutateLater()
}
