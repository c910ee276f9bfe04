package closenotcalled

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"servers"
	"serverwrap"
)

// The package imports helpers whose other functions close servers, but calls only ones
// that close nothing: no Close runs alongside the requests.
func TestOnlyHandler(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(servers.Handler())
	http.Get(srv.URL + "/" + serverwrap.Name())
}

func TestOnlyHandlerToo(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(servers.Handler())
	http.Get(srv.URL)
}
