//go:build integration

package tags

import "testing"

func TestIntegration(t *testing.T) {
	t.Parallel()
	client.Timeout = 1 // not compiled without -tags integration: no report
}
