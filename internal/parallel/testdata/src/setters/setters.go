// Package setters is an SDK whose package-level client and key its callers set.
package setters

import (
	"net/http"
	"time"
)

var Default = &http.Client{}

var Key string

// SetClient stores the caller's client: the write's value is its parameter.
func SetClient(c *http.Client) { Default = c }

// SetTimeout stores the caller's value in a field of the client.
func SetTimeout(d time.Duration) { Default.Timeout = d }

// Configure reaches SetClient with its own parameter: the caller's value still.
func Configure(key string, c *http.Client) {
	Key = key
	SetClient(c)
}

// Reset stores a value of its own: no argument.
func Reset() { Default = &http.Client{} }
