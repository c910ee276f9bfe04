// Package serverwrap starts servers through another package's helper.
package serverwrap

import (
	"testing"

	"servers"
)

// Fixture starts a server that the test closes when it ends, through servers.Start.
func Fixture(t testing.TB) string { return servers.Start(t) }

// Name calls nothing that closes a server.
func Name() string { return "fixture" }
