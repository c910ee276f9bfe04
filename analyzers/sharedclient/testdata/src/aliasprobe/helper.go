package aliasprobe

import (
	"net/http"
	"time"
)

func newLibraryClient() (*http.Client, error) { return &http.Client{}, nil }

// Tune writes the client it is given, then goes on with one of its own.
func Tune(c *http.Client) {
	d := c
	d.Timeout = time.Second
	d, _ = newLibraryClient()
	d.Timeout = time.Minute
}

// TunePlain writes the client it is given.
func TunePlain(c *http.Client) {
	d := c
	d.Timeout = time.Second
}
