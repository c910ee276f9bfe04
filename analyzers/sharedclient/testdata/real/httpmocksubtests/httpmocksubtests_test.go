// Package httpmocksubtests: Activate(t), which registers its own cleanup, in the parallel
// subtests of a table test.
package httpmocksubtests

import (
	"net/http"
	"testing"

	"github.com/jarcoal/httpmock"
)

func TestTable(t *testing.T) {
	for _, host := range []string{"a.example", "b.example"} {
		t.Run(host, func(t *testing.T) {
			t.Parallel()
			httpmock.Activate(t) // want `test TestTable/\* uses httpmock's mock registry httpmock.DefaultTransport through httpmock.Activate while other tests use it \(another run of TestTable/\*\)`
			httpmock.RegisterResponder("GET", "http://"+host+"/x", httpmock.NewStringResponder(200, host))
			resp, err := http.Get("http://" + host + "/x")
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
		})
	}
}

// Not reported: sequential subtests run one after another.
func TestSequentialTable(t *testing.T) {
	for _, host := range []string{"c.example", "d.example"} {
		t.Run(host, func(t *testing.T) {
			httpmock.Activate(t)
			httpmock.RegisterResponder("GET", "http://"+host+"/x", httpmock.NewStringResponder(200, host))
		})
	}
}
