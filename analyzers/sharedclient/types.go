package sharedclient

import (
	"github.com/fixturelint/fixturelint/internal/httpfacts"
)

// noun is how messages call a shared transport of kind k.
func noun(k httpfacts.TransportKind) string {
	switch k {
	case httpfacts.HTTPTransport:
		return "transport"
	case httpfacts.WebsocketConn:
		return "websocket connection"
	case httpfacts.WebsocketDialer:
		return "websocket dialer"
	}
	return "client"
}
