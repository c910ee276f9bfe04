// Package guarded has guarded writes that no code of its test binary makes possible: none
// replaces the variables they test.
package guarded

import "net/http"

var client = &http.Client{Transport: &http.Transport{}}
