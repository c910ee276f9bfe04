// Package websocket is a stub of github.com/coder/websocket with the signatures
// fixturelint's tests use.
package websocket

import (
	"context"
	"net/http"
)

// MessageType is the type of a message.
type MessageType int

// Message types.
const (
	MessageText MessageType = iota + 1
	MessageBinary
)

// StatusCode is a close status code.
type StatusCode int

// StatusNormalClosure is a normal close.
const StatusNormalClosure StatusCode = 1000

// DialOptions configures Dial.
type DialOptions struct {
	HTTPClient   *http.Client
	HTTPHeader   http.Header
	Subprotocols []string
}

// Conn is a websocket connection.
type Conn struct {
	closed bool
}

// Dial performs a websocket handshake on u.
func Dial(ctx context.Context, u string, opts *DialOptions) (*Conn, *http.Response, error) {
	return &Conn{}, &http.Response{}, nil
}

func (c *Conn) Read(ctx context.Context) (MessageType, []byte, error) { return MessageText, nil, nil }
func (c *Conn) Write(ctx context.Context, typ MessageType, p []byte) error {
	return nil
}
func (c *Conn) Close(code StatusCode, reason string) error { c.closed = true; return nil }
func (c *Conn) CloseNow() error                            { c.closed = true; return nil }
