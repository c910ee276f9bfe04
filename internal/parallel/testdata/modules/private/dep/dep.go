// Package dep is a dependency. // want package:`"\) Bump:elementwrite\(dep\.Counts\)\[key=param0\] Client:return\(dep\.defaultClient\) Configure:elementwrite\(dep\.config\)\[key=param0\]\[value=param1\]}$`
package dep

import "net/http"

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
