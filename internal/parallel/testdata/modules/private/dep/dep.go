// Package dep is a dependency. // want package:`"\) Bump:elementwrite\(dep\.Counts\)\[key=param0\] Client:return\(dep\.defaultClient\) Configure:elementwrite\(dep\.config\)\[key=param0\]\[value=param1\] Logger:return\(dep\.state\.logger\) SetLogger:fieldwrite\(dep\.state\.logger\)\[value=param0\]}$` package:`hiddenVars\(config defaultClient state\)`
package dep

import (
	"net/http"
	"sync"
)

// calls is the library's own bookkeeping: no test can name it and no function hands it out,
// so Count's summary leaves it out (and, with nothing else, Count has none).
var calls = map[string]int{}

// defaultClient is handed out by Client: a test may change what it gets.
var defaultClient = &http.Client{}

// config is built by a function of the package, which a check may follow through a fact.
var config = newConfig()

// Counts is exported: tests can name it.
var Counts = map[string]int{}

func newConfig() map[string]string { return map[string]string{} }

func Count(key string) { calls[key]++ }

func Client() *http.Client { return defaultClient }

func Configure(key, value string) { config[key] = value }

func Bump(key string) { Counts[key]++ }

// state is the package's own, but Logger hands out a part of it: the accesses to that part
// stay, those to the rest (its lock and counters) do not.
var state struct {
	logger *http.Client
	mu     sync.Mutex
	counts map[string]int
}

func Logger() *http.Client { return state.logger }

func SetLogger(c *http.Client) { state.logger = c }

func Log(key string) {
	state.mu.Lock()
	state.counts[key]++
	state.mu.Unlock()
}

// Conn's exported methods call its unexported ones, whose effects are folded in: the calls
// themselves are left out.
type Conn struct { // want Conn:`^Do:elementwrite\(param0\.Header\) methodcall\(param0\.hc\.CloseIdleConnections\)$`
	Header http.Header
	hc     *http.Client
}

func (c *Conn) Do() {
	c.prepare()
	c.hc.CloseIdleConnections()
}

func (c *Conn) prepare() { c.Header["X-Request"] = nil }
