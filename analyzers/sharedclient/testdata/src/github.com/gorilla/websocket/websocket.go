// Package websocket is a stub of github.com/gorilla/websocket with the signatures
// fixturelint's tests use.
package websocket

import (
	"context"
	"crypto/tls"
	"net"
	"net/http"
	"net/url"
	"time"
)

// Message types.
const (
	TextMessage   = 1
	BinaryMessage = 2
	CloseMessage  = 8
)

// Dialer dials websocket connections.
type Dialer struct {
	NetDial          func(network, addr string) (net.Conn, error)
	Proxy            func(*http.Request) (*url.URL, error)
	TLSClientConfig  *tls.Config
	HandshakeTimeout time.Duration
	ReadBufferSize   int
	WriteBufferSize  int
	Jar              http.CookieJar
	Subprotocols     []string
}

// DefaultDialer is a dialer with default options.
var DefaultDialer = &Dialer{Proxy: http.ProxyFromEnvironment, HandshakeTimeout: 45 * time.Second}

func (d *Dialer) Dial(urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	return d.DialContext(context.Background(), urlStr, requestHeader)
}

func (d *Dialer) DialContext(ctx context.Context, urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	u, err := url.Parse(urlStr)
	if err != nil {
		return nil, nil, err
	}
	resp := &http.Response{Header: http.Header{}}
	if d.Jar != nil {
		// As the library does: cookies of the handshake go to the jar, when there is one.
		if rc := resp.Cookies(); len(rc) > 0 {
			d.Jar.SetCookies(u, rc)
		}
	}
	return &Conn{}, resp, nil
}

// Conn is a websocket connection: one concurrent reader and one concurrent writer.
type Conn struct {
	readDeadline time.Time
}

func (c *Conn) ReadMessage() (messageType int, p []byte, err error) { return TextMessage, nil, nil }
func (c *Conn) WriteMessage(messageType int, data []byte) error     { return nil }
func (c *Conn) ReadJSON(v interface{}) error                        { return nil }
func (c *Conn) WriteJSON(v interface{}) error                       { return nil }
func (c *Conn) SetReadDeadline(t time.Time) error                   { c.readDeadline = t; return nil }
func (c *Conn) Close() error                                        { return nil }

// Upgrader upgrades HTTP connections to websocket connections.
type Upgrader struct {
	ReadBufferSize  int
	WriteBufferSize int
}

func (u *Upgrader) Upgrade(w http.ResponseWriter, r *http.Request, responseHeader http.Header) (*Conn, error) {
	return &Conn{}, nil
}
