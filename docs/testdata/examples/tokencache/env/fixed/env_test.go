// Package env is the example of a credential leaked through the environment, fixed.
package env

import (
	"testing"

	"example.com/examples/tokencache/env/client"
)

func TestEnvToken(t *testing.T) {
	t.Setenv("API_TOKEN", "my-token")
	check(t, client.New(client.Config{}))
}

func TestClientDefaults(t *testing.T) {
	check(t, client.New(client.Config{}))
}

func check(t *testing.T, c *client.Client) {
	t.Helper()
	if c.Token == "" {
		t.Skip("no token")
	}
}
