// Package credentials is a stub of google.golang.org/grpc/credentials with the same
// exported signatures as the parts fixturelint's tests use.
package credentials

import "context"

// PerRPCCredentials attaches security information to every RPC.
type PerRPCCredentials interface {
	GetRequestMetadata(ctx context.Context, uri ...string) (map[string]string, error)
	RequireTransportSecurity() bool
}
