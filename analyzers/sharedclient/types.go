package sharedclient

import "github.com/fixturelint/fixturelint/internal/parallel"

// noun is how messages call a shared transport of kind k.
func noun(k parallel.TransportKind) string {
	switch k {
	case parallel.HTTPTransport:
		return "transport"
	case parallel.WebsocketConn:
		return "websocket connection"
	case parallel.WebsocketDialer:
		return "websocket dialer"
	}
	return "client"
}
