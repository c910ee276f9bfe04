package mutated

import (
	"net/http"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/go-resty/resty/v2"
	"github.com/gorilla/websocket"
	"github.com/hashicorp/go-retryablehttp"
)

var api = &http.Client{Transport: &http.Transport{}}

var rc = resty.NewWithClient(&http.Client{})

var retry = retryablehttp.NewClient()

var (
	// readonly is shared by parallel tests, but nothing writes it: not reported.
	readonly = &http.Client{Timeout: time.Second}

	// onlySerial is mutated, but no parallel test uses it: not reported.
	onlySerial = &http.Client{}

	// copied is only mutated through value copies: not reported.
	copied = &http.Client{}

	// alias is mutated through a local alias.
	alias = &http.Client{}

	// viaHelper is mutated by a helper that takes the client as a parameter.
	viaHelper = &http.Client{}

	// setupOnly is written by TestMain only, which is initialization: not reported.
	setupOnly = &http.Client{}
)

func TestMain(m *testing.M) {
	setupOnly.Timeout = time.Second
	os.Exit(m.Run())
}

func setTimeout(c *http.Client, d time.Duration) { c.Timeout = d }

func TestSlow(t *testing.T) {
	t.Parallel()
	api.Timeout = time.Minute // want `shared client "api" is mutated here \(Timeout\) and used by parallel test TestFast; give each test its own client$`
	onlySerial.Timeout = time.Minute
	onlySerial.Get("http://example.com")
}

func TestFast(t *testing.T) {
	t.Parallel()
	api.Get("http://example.com") // the mutation's diagnostic names this use: one diagnostic per fix site
	api.Get("http://example.com")
	readonly.Get("http://example.com")
}

func TestResty(t *testing.T) {
	t.Parallel()
	rc.SetRetryCount(3)                    // want `shared client "rc" is mutated here \(SetRetryCount\) and used by parallel test TestRestyParallel`
	rc.SetBaseURL("http://localhost:8080") // want `shared client "rc" is mutated here \(SetBaseURL\) and used by parallel test TestRestyParallel`
}

func TestRestyParallel(t *testing.T) {
	t.Parallel()
	rc.R().Get("/orders")
}

func TestRetryParallel(t *testing.T) {
	t.Parallel()
	retry.RetryMax = 10 // want `shared client "retry" is mutated here \(RetryMax\) and used by parallel test TestRetryOther`
	retry.Get("http://example.com")
}

func TestRetryOther(t *testing.T) {
	t.Parallel()
	retry.Get("http://example.com")
}

func TestCopies(t *testing.T) {
	t.Parallel()
	c := *copied // a value copy: the shared client is not written
	c.Timeout = time.Second
	setTimeout(&c, time.Second)
	copied.Get("http://example.com")
}

func TestAlias(t *testing.T) {
	t.Parallel()
	c := alias
	c.Timeout = time.Second // want `shared client "alias" is mutated here \(Timeout\) and used by parallel test TestHelper`
}

func TestHelper(t *testing.T) {
	t.Parallel()
	alias.Get("http://example.com")
	setTimeout(viaHelper, time.Second) // want `shared client "viaHelper" is mutated here \(Timeout, through setTimeout\) and used by parallel test TestHelperUser`
}

func TestHelperUser(t *testing.T) {
	t.Parallel()
	viaHelper.Get("http://example.com")
}

func TestSetupOnly(t *testing.T) {
	t.Parallel()
	setupOnly.Get("http://example.com")
}

func TestBeforeParallel(t *testing.T) {
	onlySerial.Get("http://example.com") // before t.Parallel(): not a parallel use
	t.Parallel()
}

func TestOwnClient(t *testing.T) {
	t.Parallel()
	c := &http.Client{} // created in the test: not shared
	c.Timeout = time.Second
	c.Get("http://example.com")
}

func TestDialerTimeout(t *testing.T) {
	t.Parallel()
	websocket.DefaultDialer.HandshakeTimeout = time.Second // want `shared websocket dialer "websocket.DefaultDialer" is mutated here \(HandshakeTimeout\) and used by parallel test TestDial; give each test its own websocket dialer; no automatic fix: it is declared in package websocket`
}

func TestDial(t *testing.T) {
	t.Parallel()
	websocket.DefaultDialer.Dial("ws://localhost/ws", nil)
	d := *websocket.DefaultDialer // a copy of the dialer: the shared one is not written
	d.Subprotocols = []string{"chat"}
	d.Dial("ws://localhost/ws", nil)
}

var table = &http.Client{}

func TestTableMutation(t *testing.T) {
	for _, d := range []time.Duration{time.Second, time.Minute} {
		t.Run(d.String(), func(t *testing.T) {
			t.Parallel()
			table.Timeout = d // want `shared client "table" is mutated here \(Timeout\) and used by other runs of TestTableMutation/\*`
		})
	}
}

// A sequential test's change does not race: sequential tests finish before any parallel
// test resumes. But it stays, and TestSerialSetupUser sends with it: leaked.
var serialSetup = &http.Client{}

func TestSerialSetup(t *testing.T) {
	serialSetup.Timeout = time.Minute // want `shared client "serialSetup" is mutated here \(Timeout\) by sequential test TestSerialSetup and not restored, so other tests that use it inherit the change \(TestSerialSetupUser\)`
}

func TestSerialSetupUser(t *testing.T) {
	t.Parallel()
	serialSetup.Get("http://example.com")
}

// The only parallel test that mutates a client that sequential tests share: nothing runs at
// the same time (strict mode).
var onlyParallel = &http.Client{}

func TestOnlyParallelWriter(t *testing.T) {
	t.Parallel()
	onlyParallel.Timeout = time.Minute
}

func TestSequentialReader(t *testing.T) {
	onlyParallel.Get("http://example.com")
}

// A helper that 3 parallel tests call mutates the client in one place: one diagnostic, at
// the write in the helper.
var perCaller = &http.Client{}

func configure() {
	perCaller.Timeout = time.Second // want `shared client "perCaller" is mutated here \(Timeout\) and used by parallel test TestCallerB`
}

func TestCallerA(t *testing.T) {
	t.Parallel()
	configure()
}

func TestCallerB(t *testing.T) {
	t.Parallel()
	configure()
}

func TestCallerC(t *testing.T) {
	t.Parallel()
	configure()
}

// Parallel subtests of a sequential test run together, but not with other tests.
var subtestPair = &http.Client{}

func TestSubtestPair(t *testing.T) {
	t.Run("writer", func(t *testing.T) {
		t.Parallel()
		subtestPair.Timeout = time.Second // want `shared client "subtestPair" is mutated here \(Timeout\) and used by parallel test TestSubtestPair/reader`
	})
	t.Run("reader", func(t *testing.T) {
		t.Parallel()
		subtestPair.Get("http://example.com")
	})
}

// A parent's code before its parallel subtests run, and a benchmark, run alone.
var parentFirst = &http.Client{}

func TestParentFirst(t *testing.T) {
	parentFirst.Timeout = time.Second
	t.Run("child", func(t *testing.T) {
		t.Parallel()
		parentFirst.Get("http://example.com")
	})
}

func BenchmarkMutation(b *testing.B) {
	parentFirst.Timeout = time.Minute
}

var rebound = &http.Client{}

func TestReboundUser(t *testing.T) {
	t.Parallel()
	rebound.Get("http://example.com")
}

// A local that starts as the shared client and is then assigned the loop's elements, a
// call's result or, through its address, anything: the writes reach the new values.
func TestRangeRebinds(t *testing.T) {
	t.Parallel()
	c := rebound
	for _, c = range []*http.Client{{}, {}} {
		c.Timeout = time.Second
	}
}

func TestResultRebinds(t *testing.T) {
	t.Parallel()
	c := rebound
	c, err := newOwnClient()
	if err != nil {
		t.Fatal(err)
	}
	c.Timeout = time.Second
}

func newOwnClient() (*http.Client, error) { return &http.Client{}, nil }

func TestAddressRebinds(t *testing.T) {
	t.Parallel()
	c := rebound
	replaceClient(&c)
	c.Timeout = time.Second
}

func replaceClient(c **http.Client) { *c = &http.Client{} }

// The package's SSA form says which assignment reaches each use of such a local: a write
// before it is assigned anything else, or on both branches of an if, reaches the shared
// client.
func TestWriteBeforeRebinding(t *testing.T) {
	t.Parallel()
	c := rebound
	c.Timeout = time.Second // want `shared client "rebound" is mutated here \(Timeout\) and used by parallel test TestReboundUser`
	c, err := newOwnClient()
	if err != nil {
		t.Fatal(err)
	}
	c.Timeout = time.Minute
}

func TestBothBranches(t *testing.T) {
	t.Parallel()
	fast := testing.Short()
	c, _ := newOwnClient()
	if fast {
		c = rebound
	} else {
		c = rebound
	}
	c.Timeout = time.Second // want `shared client "rebound" is mutated here \(Timeout\) and used by parallel test TestReboundUser`
}

func TestOneBranch(t *testing.T) {
	t.Parallel()
	fast := testing.Short()
	c, _ := newOwnClient()
	if fast {
		c = rebound
	}
	c.Timeout = time.Second // one path writes the shared client, the other the test's own
}

// Locals that hold the shared client on some paths: closures that read or assign them, loops,
// select, shadowing, nested functions, generics and unreachable code.

// The deferred closure runs after c holds the test's own client.
func TestCapturedByDefer(t *testing.T) {
	t.Parallel()
	c := rebound
	defer func() { c.Timeout = 0 }()
	c, _ = newOwnClient()
}

// A goroutine assigns c before the write: the write reaches the test's own client.
func TestAssignedInGoroutine(t *testing.T) {
	t.Parallel()
	c := rebound
	done := make(chan struct{})
	go func() {
		c, _ = newOwnClient()
		close(done)
	}()
	<-done
	c.Timeout = time.Second
}

// Each iteration assigns the test's own client before the write.
func TestLoopAssignFirst(t *testing.T) {
	t.Parallel()
	c := rebound
	for range 2 {
		c, _ = newOwnClient()
		c.Timeout = time.Second
	}
	_ = c
}

// A loop that goes back to the shared client each time: every write after it reaches it.
func TestLoopBackToShared(t *testing.T) {
	t.Parallel()
	c, _ := newOwnClient()
	for range 2 {
		c = rebound
		c.Timeout = time.Second // want `shared client "rebound" is mutated here \(Timeout\)`
		c, _ = newOwnClient()
	}
	c.Timeout = time.Minute
}

func TestSelectBothCases(t *testing.T) {
	t.Parallel()
	ch := make(chan int, 1)
	ch <- 1
	c, _ := newOwnClient()
	select {
	case <-ch:
		c = rebound
	default:
		c = rebound
	}
	c.Timeout = time.Second // want `shared client "rebound" is mutated here \(Timeout\)`
}

// An inner c declared by := is another variable: the outer one still holds the shared client.
func TestShadowedInnerScope(t *testing.T) {
	t.Parallel()
	c := rebound
	if testing.Short() {
		c, err := newOwnClient()
		if err != nil {
			t.Fatal(err)
		}
		c.Timeout = time.Second
	}
	c.Timeout = time.Minute // want `shared client "rebound" is mutated here \(Timeout\)`
	c, _ = newOwnClient()
	c.Timeout = time.Hour
}

// A subtest's own local: the closure is the function whose SSA form answers.
func TestReboundInsideSubtest(t *testing.T) {
	t.Parallel()
	t.Run("sub", func(t *testing.T) {
		c := rebound
		c.Timeout = time.Second // want `shared client "rebound" is mutated here \(Timeout\)`
		c, _ = newOwnClient()
		c.Timeout = time.Minute
	})
}

// The body of a range-over-func loop is a function of its own in SSA form.
func TestReboundInRangeFunc(t *testing.T) {
	t.Parallel()
	for range slices.Values([]int{1}) {
		c := rebound
		c.Timeout = time.Second // want `shared client "rebound" is mutated here \(Timeout\)`
		c, _ = newOwnClient()
		c.Timeout = time.Minute
	}
}

// A generic helper of the test code.
func mutateGeneric[T any](_ T) {
	c := rebound
	c.Timeout = time.Second // want `shared client "rebound" is mutated here \(Timeout\)`
	c, _ = newOwnClient()
	c.Timeout = time.Minute
}

func TestReboundGenericHelper(t *testing.T) {
	t.Parallel()
	mutateGeneric(1)
}

// Code after a return is not in the SSA form: no report, and no panic.
func TestReboundDeadCode(t *testing.T) {
	t.Parallel()
	c, _ := newOwnClient()
	c.Timeout = time.Second
	if c != nil {
		return
	}
	c = rebound
	c.Timeout = time.Minute // want `shared client "rebound" is mutated here \(Timeout\)`
}

// Interface locals: the value stored is the shared transport converted to the interface.
var reboundRT http.RoundTripper = &http.Transport{}

var reboundTr = &http.Transport{}

func TestReboundTransportUser(t *testing.T) {
	t.Parallel()
	reboundRT.RoundTrip(nil)
	reboundTr.RoundTrip(nil)
}

func newOwnRT() (http.RoundTripper, error) { return &http.Transport{}, nil }

func TestInterfaceLocal(t *testing.T) {
	t.Parallel()
	rt := reboundRT
	rt.(*http.Transport).MaxIdleConns = 1 // want `mutated here \(MaxIdleConns\)`
	rt, _ = newOwnRT()
	rt.(*http.Transport).MaxIdleConns = 2
}

func TestInterfaceLocalConverted(t *testing.T) {
	t.Parallel()
	var rt http.RoundTripper = reboundTr
	rt.(*http.Transport).MaxIdleConns = 1 // want `mutated here \(MaxIdleConns\)`
	rt, _ = newOwnRT()
	rt.(*http.Transport).MaxIdleConns = 2
}

// The two-value form of a type assertion holds what the one-value form does.
func TestCommaOkAssertion(t *testing.T) {
	t.Parallel()
	tr, ok := reboundRT.(*http.Transport)
	if !ok {
		t.Skip()
	}
	tr.MaxIdleConns = 1 // want `mutated here \(MaxIdleConns\)`
}

// A helper's parameter assigned before the write: the write reaches what was assigned, unless
// the argument still reaches it on some path, or the assigned value is the argument.
func cloneClient(c *http.Client) *http.Client {
	clone := *c
	return &clone
}

func withTimeout(c *http.Client) *http.Client {
	c = cloneClient(c)
	c.Timeout = time.Second
	return c
}

func cloneClientErr(c *http.Client) (*http.Client, error) { return cloneClient(c), nil }

func withTimeoutErr(c *http.Client) (*http.Client, error) {
	c, err := cloneClientErr(c)
	c.Timeout = time.Second
	return c, err
}

func withDefault(c *http.Client) {
	if c == nil {
		c = &http.Client{}
	}
	c.Timeout = time.Second // reaches the argument when it is not nil
}

func sameClient(c *http.Client) *http.Client { return c }

func withSame(c *http.Client) {
	c = sameClient(c)
	c.Timeout = time.Second // reaches the argument
}

func TestParamReassigned(t *testing.T) {
	t.Parallel()
	withTimeout(rebound).Get("http://example.com")
	withTimeoutErr(rebound)
	withDefault(rebound) // want `shared client "rebound" is mutated here \(Timeout, through withDefault\)`
	withSame(rebound)    // want `shared client "rebound" is mutated here \(Timeout, through withSame\)`
}

// A parameter that a closure captures is kept in memory: a write before it is assigned still
// reaches the argument.
func withCleanup(t *testing.T, c *http.Client) {
	c.Timeout = time.Second
	t.Cleanup(func() { _ = c })
	c, _ = newOwnClient()
	c.Timeout = time.Minute
}

func TestParamCaptured(t *testing.T) {
	t.Parallel()
	withCleanup(t, rebound) // want `shared client "rebound" is mutated here \(Timeout, through withCleanup\)`
}
