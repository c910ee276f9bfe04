package basic

import (
	"net/http"
	"testing"
	"time"
)

func TestParallel(t *testing.T) { // want `region TestParallel parallel`
	client.Timeout = time.Second // want `field-write basic\.client\.Timeout in TestParallel serial`
	t.Parallel()
	_ = client.Get              // want `method-call basic\.client\.Get in TestParallel parallel`
	c := client                 // want `read basic\.client in TestParallel parallel`
	c.Timeout = 2 * time.Second // want `field-write basic\.client\.Timeout in TestParallel parallel`
	v := *client                // want `read basic\.client in TestParallel parallel`
	v.Timeout = 3
}

func TestSerial(t *testing.T) { // want `region TestSerial serial`
	client.Jar = nil // want `field-write basic\.client\.Jar in TestSerial serial`
}

func TestHelperParallel(t *testing.T) { // want `region TestHelperParallel parallel`
	parallel(t)
	setJar(client)       // want `field-write basic\.client\.Jar in TestHelperParallel parallel via basic\.setJar` `read basic\.client in TestHelperParallel parallel`
	storeToken("a", "b") // want `method-call basic\.mu\.Lock in TestHelperParallel parallel via basic\.storeToken` `method-call basic\.mu\.Unlock in TestHelperParallel parallel locked via basic\.storeToken` `element-write basic\.tokens in TestHelperParallel parallel locked via basic\.storeToken`
}

func TestGetter(t *testing.T) { // want `region TestGetter parallel`
	t.Parallel()
	c := Shared()           // want `method-call basic\.once\.Do in TestGetter parallel via basic\.Shared` `write basic\.shared in TestGetter parallel once via basic\.Shared` `read basic\.shared in TestGetter parallel via basic\.Shared`
	c.Timeout = time.Second // want `field-write basic\.shared\.Timeout in TestGetter parallel`
}

func TestSubtests(t *testing.T) { // want `region TestSubtests serial`
	tokens["setup"] = "x" // want `element-write basic\.tokens in TestSubtests serial key "setup"`
	for _, name := range []string{"a", "b"} {
		t.Run(name, func(t *testing.T) { // want `region TestSubtests/\* parallel`
			t.Parallel()
			_ = tokens[name] // want `read basic\.tokens in TestSubtests/\* parallel`
		})
	}
	t.Run("serial", func(t *testing.T) { // want `region TestSubtests/serial serial`
		_ = tokens["serial"] // want `read basic\.tokens in TestSubtests/serial serial key "serial"`
	})
	t.Run("named", namedSubtest) // want `region TestSubtests/named parallel`
}

func namedSubtest(t *testing.T) {
	t.Parallel()
	delete(tokens, "x") // want `element-write basic\.tokens in TestSubtests/named parallel`
}

func TestInherited(t *testing.T) { // want `region TestInherited parallel`
	t.Parallel()
	t.Run("child", func(t *testing.T) { // want `region TestInherited/child parallel`
		http.DefaultClient.Timeout = time.Second // want `field-write http\.DefaultClient\.Timeout in TestInherited/child parallel`
	})
}

func BenchmarkRunParallel(b *testing.B) { // want `region BenchmarkRunParallel serial`
	b.RunParallel(func(pb *testing.PB) { // want `region BenchmarkRunParallel/RunParallel parallel`
		for pb.Next() {
			_ = client // want `read basic\.client in BenchmarkRunParallel/RunParallel parallel`
		}
	})
}

// runner.Run is not (*testing.T).Run: its function does not run as a subtest.
type runner struct{}

func (runner) Run(name string, f func()) { f() }

func TestNotTestingRun(t *testing.T) { // want `region TestNotTestingRun serial`
	var r runner
	r.Run("x", func() {
		_ = client // want `read basic\.client in TestNotTestingRun serial`
	})
}

type suite struct{ t *testing.T }

// TestMethod is a method: go test does not run it.
func (s suite) TestMethod(t *testing.T) {
	t.Parallel()
	_ = client
}

// A generic helper that calls Parallel on the value it receives.
func parallelOf[T interface{ Parallel() }](t T) { t.Parallel() }

func TestGenericHelper(t *testing.T) { // want `region TestGenericHelper parallel`
	parallelOf(t)
	_ = tokens["generic"] // want `read basic\.tokens in TestGenericHelper parallel`
}

func TestLateParallel(t *testing.T) { // want `region TestLateParallel parallel`
	_ = tokens["before"] // want `read basic\.tokens in TestLateParallel serial`
	if !testing.Short() {
		t.Parallel()
	}
	_ = tokens["after"] // want `read basic\.tokens in TestLateParallel parallel`
}

func Testlower(t *testing.T) { // not a test: lower-case after the prefix
	t.Parallel()
	_ = client
}

func TestMain(m *testing.M) {
	client = &http.Client{} // want `setup write basic\.client`
	m.Run()
}

func init() {
	tokens["init"] = "x" // want `setup element-write basic\.tokens`
}

func TestCopies(t *testing.T) { // want `region TestCopies parallel`
	t.Parallel()
	setTimeoutCopy(*client) // want `read basic\.client in TestCopies parallel`
	c := client             // want `read basic\.client in TestCopies parallel`
	if testing.Short() {
		c = &http.Client{}
	}
	c.Timeout = time.Second // c may be the test's own client: not a write of client
}

func TestLocks(t *testing.T) { // want `region TestLocks parallel`
	t.Parallel()
	storeUnlocked("x") // want `method-call basic\.mu\.Lock in TestLocks parallel via` `read basic\.tokens in TestLocks parallel locked via` `method-call basic\.mu\.Unlock in TestLocks parallel locked via` `element-write basic\.tokens in TestLocks parallel via basic\.storeUnlocked` `method-call basic\.rw\.RLock in TestLocks parallel via` `method-call basic\.rw\.RUnlock in TestLocks parallel via`
}

func TestConditionalReturn(t *testing.T) { // want `region TestConditionalReturn serial`
	c := ClientFor(http.DefaultTransport) // want `read http\.DefaultTransport in TestConditionalReturn serial`
	c.Timeout = time.Second               // not a write of client: ClientFor returns it only sometimes
}

var byName = map[string]*http.Client{"a": {}}

// The two-value form of a map index holds what the one-value form does.
func TestCommaOkIndex(t *testing.T) { // want `region TestCommaOkIndex serial`
	c, ok := byName["a"] // want `read basic\.byName in TestCommaOkIndex serial key "a"`
	if ok {
		c.Timeout = 1 // want `field-write basic\.byName\.Timeout in TestCommaOkIndex serial`
	}
}

func TestCommaOkInLibrary(t *testing.T) { // want `region TestCommaOkInLibrary serial`
	tuneNamed("a") // want `read basic\.byNameLib in TestCommaOkInLibrary serial via basic\.tuneNamed`
}
