package envrace

import (
	"envclient"
	"net/http"
	"os"
	"sync"
	"testing"
)

// setupEnv sets the token and returns what puts it back; its callers defer that.
func setupEnv(token string) func() {
	orig := os.Getenv("SERVICE_TOKEN")
	os.Setenv("SERVICE_TOKEN", token) // want `data race on environment variable "SERVICE_TOKEN": TestNewClient/from env writes it while parallel test TestListThings reads it; every test shares the process environment: pass the credential to the code under test, or set it with t.Setenv in a test that does not run in parallel`
	return func() { os.Setenv("SERVICE_TOKEN", orig) }
}

func TestNewClient(t *testing.T) {
	t.Parallel()
	t.Run("from env", func(t *testing.T) {
		defer setupEnv("abcd1234")()
		if _, err := envclient.NewClient(&envclient.Config{}); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("empty", func(t *testing.T) {
		defer setupEnv("")()
		envclient.NewClient(&envclient.Config{})
	})
}

func TestListThings(t *testing.T) {
	t.Parallel()
	envclient.NewClient(&envclient.Config{})
}

// setVar passes the name on: the finding is at the write in the helper, for the caller's key.
func setVar(name, value string) {
	os.Setenv(name, value) // want `data race on environment variable "OTHER_API_KEY": TestWritesKey writes it while parallel test TestReadsKey reads it`
}

func TestWritesKey(t *testing.T) {
	t.Parallel()
	setVar("OTHER_API_KEY", "k")
	setVar("HOME", "/tmp") // shared too, and written at the same site: one diagnostic there
}

func TestReadsKey(t *testing.T) {
	t.Parallel()
	_ = envclient.Lookup("OTHER_API_KEY")
	_ = os.Getenv("HOME")
}

// A write before t.Parallel() runs while the parallel tests are paused.
func TestBeforeParallel(t *testing.T) {
	os.Setenv("PAUSED_SECRET", "x")
	defer os.Unsetenv("PAUSED_SECRET")
	t.Parallel()
}

func TestReadsPaused(t *testing.T) {
	t.Parallel()
	_ = os.Getenv("PAUSED_SECRET")
}

// Sequential tests never overlap.
func TestSequentialWrite(t *testing.T) {
	t.Setenv("SEQ_TOKEN", "x")
}

func TestSequentialRead(t *testing.T) {
	_ = os.Getenv("SEQ_TOKEN")
}

// SERVICE_AUTH says nothing by its name; envclient.Authorize sends it in the Authorization
// header. SERVICE_MODE holds no credential, but it is shared all the same.
func TestWritesAuth(t *testing.T) {
	t.Parallel()
	os.Setenv("SERVICE_AUTH", "x") // want `data race on environment variable "SERVICE_AUTH": TestWritesAuth writes it while parallel test TestSendsAuth reads it`
	os.Setenv("SERVICE_MODE", "y") // want `data race on environment variable "SERVICE_MODE": TestWritesAuth writes it while parallel test TestSendsAuth reads it; every test shares the process environment: pass the value to the code under test`
}

func TestSendsAuth(t *testing.T) {
	t.Parallel()
	envclient.Authorize(http.Header{})
	_ = os.Getenv("SERVICE_MODE")
}

// A parallel test that clears the environment races with everything that reads it, seen or
// not: the code under test reads variables no test names.
func TestClearsEnv(t *testing.T) {
	t.Parallel()
	os.Clearenv() // want `data race on the process environment: TestClearsEnv clears it while parallel tests TestNewClient/from env, TestNewClient/empty and \d+ more use the environment; every test shares the process environment: pass the values to the code under test, or set the variables it reads with t.Setenv in a test that does not run in parallel`
}

// Parallel subtests that clear the environment and set a variable from a table's keys run
// alongside each other.
func TestClearsInSubtests(t *testing.T) {
	for name, env := range map[string]map[string]string{"a": {"X": "1"}, "b": {"Y": "2"}} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			os.Clearenv() // want `data race on the process environment: TestClearsInSubtests/\* clears it while`
			for k, v := range env {
				os.Setenv(k, v)
			}
		})
	}
}

// A write that no concurrent test is seen to use is reported with -tokencache.strict only
// (the envstrict package); a sequential test's clear runs alone.
func TestWritesUnread(t *testing.T) {
	t.Parallel()
	os.Setenv("NOBODY_READS", "1")
}

func TestSequentialClear(t *testing.T) {
	saved := os.Environ()
	os.Clearenv()
	for _, kv := range saved {
		_ = kv
	}
}

// Tests that take turns under one mutex around every access do not race.
var envMu sync.Mutex

func TestLockedWrite(t *testing.T) {
	t.Parallel()
	envMu.Lock()
	defer envMu.Unlock()
	os.Setenv("LOCKED_MODE", "a")
}

func TestLockedRead(t *testing.T) {
	t.Parallel()
	envMu.Lock()
	defer envMu.Unlock()
	_ = os.Getenv("LOCKED_MODE")
}

// A helper's clear counts for the callers that run in parallel, whichever calls it first.
func clearAll() {
	os.Clearenv() // want `data race on the process environment: TestParallelClears clears it`
}

func TestSequentialClearsFirst(t *testing.T) {
	clearAll()
}

func TestParallelClears(t *testing.T) {
	t.Parallel()
	clearAll()
}

// Every test sets the same constant before it reads the variable: whichever write lands
// last, each reader sees "1". Not reported.
func TestSameConstantA(t *testing.T) {
	t.Parallel()
	os.Setenv("CHECK_DISABLE", "1")
	_ = os.Getenv("CHECK_DISABLE")
}

func TestSameConstantB(t *testing.T) {
	t.Parallel()
	os.Setenv("CHECK_DISABLE", "1")
	_ = os.Getenv("CHECK_DISABLE")
}

// The same through a helper that sets its parameter.
func setProtocol(v string) {
	os.Setenv("PROTOCOL_VERSIONS", v)
}

func TestSameThroughHelperA(t *testing.T) {
	t.Parallel()
	setProtocol("5")
	_ = os.Getenv("PROTOCOL_VERSIONS")
}

func TestSameThroughHelperB(t *testing.T) {
	t.Parallel()
	setProtocol("5")
	_ = os.Getenv("PROTOCOL_VERSIONS")
}

// Two constants: a reader sees either.
func setLevel(v string) {
	os.Setenv("RACE_LEVEL", v) // want `data race on environment variable "RACE_LEVEL": TestLevelDebug writes it while`
}

func TestLevelDebug(t *testing.T) {
	t.Parallel()
	setLevel("debug")
	_ = os.Getenv("RACE_LEVEL")
}

func TestLevelInfo(t *testing.T) {
	t.Parallel()
	setLevel("info")
	_ = os.Getenv("RACE_LEVEL")
}

// One constant, but a reader that does not set it first sees it unset or set.
func TestSetsFlag(t *testing.T) {
	t.Parallel()
	os.Setenv("RACE_FLAG", "on") // want `data race on environment variable "RACE_FLAG": TestSetsFlag writes it while parallel test TestReadsFlag reads it`
}

func TestReadsFlag(t *testing.T) {
	t.Parallel()
	_ = os.Getenv("RACE_FLAG")
}
