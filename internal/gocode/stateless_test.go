package gocode

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

// TestStateless checks which variable types the engine leaves out of summaries.
func TestStateless(t *testing.T) {
	const src = `package p

import (
	"bytes"
	"context"
	"crypto/rsa"
	"crypto/tls"
	"encoding/json"
	"io"
	"log"
	"net/http"
	"reflect"
	"regexp"
	"sync"
	"sync/atomic"
)

type plain struct{}

type flag bool

var (
	enabled bool
	gate    flag
	count   atomic.Int64
	pool    sync.Pool
	wg      sync.WaitGroup
	mu      sync.Mutex
	tokens  sync.Map
	group   string
	secret  []byte
	client  *http.Client
	cache   map[string]string
	cfg     struct{ GroupID string }
	pattern = regexp.MustCompile("x")
	logger  *log.Logger
	typ     reflect.Type
	buf     bytes.Buffer
	limits  struct{ Retries, Backoff int }
	header  http.Header
	tlsCfg  *tls.Config
	out     io.Writer
	ctx     context.Context
	named   plain
	anyVal  any
	key     *rsa.PrivateKey
	encoder *json.Encoder
)
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{
		"enabled": true, "gate": true, "count": true, "pool": true, "wg": true,
		"mu": false, "tokens": false, "group": false, "secret": false, "client": false, "cache": false, "cfg": false,
		"pattern": true, "logger": true, "typ": true, "buf": true, "limits": true,
		"header": false, "tlsCfg": false, "out": false, "ctx": false, "named": false, "anyVal": false,
		"key": false, "encoder": false,
	}
	for name, wantStateless := range want {
		v := pkg.Scope().Lookup(name).(*types.Var)
		if got := Stateless(v.Type()); got != wantStateless {
			t.Errorf("stateless(%s %s) = %v, want %v", name, v.Type(), got, wantStateless)
		}
	}
}
