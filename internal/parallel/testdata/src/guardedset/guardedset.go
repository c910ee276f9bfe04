// Package guardedset has the guarded writes of package guarded, and tests that replace the
// variables they test: the writes run.
package guardedset

import "net/http"

var client = &http.Client{Transport: &http.Transport{}}
