package guard

import (
	"fmt"
	"net/http"

	"go.opentelemetry.io/otel/trace"
)

// An instance is one guarded transport, with the cookie jar of its client when it was guarded
// with Client: the unit whose sharing the guard reports.
type instance struct {
	id      int
	kind    string // "client" or "transport"
	inner   http.RoundTripper
	jar     *jarState // nil for a transport guarded alone
	tracer  trace.Tracer
	global  bool // tracer is the global provider's
	headers bool // set X-Test-Run-Id and X-Test-Name

	// The fields below are guarded by run.mu.
	requests  int
	firstTest *test
	tests     map[*test]bool
	inflight  map[*test]int
	overlaps  map[[2]int]*overlap
	senders   map[credKey][]*test // tests that sent an auth header value, first sender first
	sentWith  map[sentKey]string  // the first request a test sent a value with
	rotations map[scopeKey]int    // tests that replaced a credential in a scope
}

type sentKey struct {
	cred credKey
	test *test
}

// jarState is what the guard knows about the cookies in a guarded jar: which tests' responses
// set each value.
type jarState struct {
	setters map[cookieKey][]setter
	slots   map[slotKey]slot // the cookie each name, host and path holds now
}

// A slotKey is where a jar keeps one cookie: a name for a host and path (cookies ignore
// ports, so two services on one host share their cookies).
type slotKey struct {
	name, host, path string
}

// A slot is the cookie a jar holds in a slotKey, and the test whose response set it.
type slot struct {
	test  *test
	value uint64
}

type setter struct {
	test *test // nil: set outside any test (TestMain, init)
}

func (r *run) newInstance(kind string, inner http.RoundTripper, o options) *instance {
	r.mu.Lock()
	defer r.mu.Unlock()
	inst := &instance{
		id:        len(r.instances) + 1,
		kind:      kind,
		inner:     inner,
		tracer:    o.tracer(),
		global:    o.provider == nil,
		headers:   o.headers,
		tests:     map[*test]bool{},
		inflight:  map[*test]int{},
		overlaps:  map[[2]int]*overlap{},
		senders:   map[credKey][]*test{},
		sentWith:  map[sentKey]string{},
		rotations: map[scopeKey]int{},
	}
	r.instances = append(r.instances, inst)
	return inst
}

func (inst *instance) String() string { return fmt.Sprintf("%s #%d", inst.kind, inst.id) }

// An overlap is two tests with requests in flight on one instance at the same time.
type overlap struct {
	inst    *instance
	a, b    *test
	request string // the request that found the overlap
	count   int
}
