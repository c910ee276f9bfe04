// Package refreshed has credentials that tests refresh while parallel tests read them.
package refreshed

import "os"

func fetchToken(user string) string { return "token-" + user }

func use(string) {}

// accessToken is refreshed by TestRotateInParallel while other parallel tests send it.
var accessToken = "initial"

func refresh() { accessToken = fetchToken("svc") }

// apiToken is assigned only by its initializer: not a cache.
var apiToken = os.Getenv("API_TOKEN")

// sessionID is assigned by a test that does not run in parallel.
var sessionID = "s0"
