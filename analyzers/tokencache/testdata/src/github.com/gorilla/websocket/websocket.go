// Package websocket is a stub of github.com/gorilla/websocket with the same exported
// signatures as the parts fixturelint's tests use.
package websocket

import "net/http"

// Conn is a websocket connection.
type Conn struct{}

// Dialer contains options for connecting to a WebSocket server.
type Dialer struct {
	Jar http.CookieJar
}

// Dial creates a new client connection.
func (d *Dialer) Dial(urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	return &Conn{}, nil, nil
}

// DefaultDialer is a dialer with all fields set to the default values.
var DefaultDialer = &Dialer{}
