// Package env is the example of a credential leaked through the environment.
package env

import (
	"os"
	"testing"

	"example.com/examples/tokencache/env/client"
)

func TestEnvToken(t *testing.T) {
	os.Setenv("API_TOKEN", "my-token") // never restored
	check(t, client.New(client.Config{}))
}

func TestClientDefaults(t *testing.T) {
	check(t, client.New(client.Config{})) // New falls back to os.Getenv("API_TOKEN")
}

func check(t *testing.T, c *client.Client) {
	t.Helper()
	if c.Token == "" {
		t.Skip("no token")
	}
}
