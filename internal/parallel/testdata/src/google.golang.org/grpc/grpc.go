// Package grpc is a stub of google.golang.org/grpc with the same exported signatures as the
// parts fixturelint's tests use.
package grpc

import "google.golang.org/grpc/credentials"

// DialOption configures how we set up the connection.
type DialOption interface{ apply() }

// CallOption configures a Call before it starts.
type CallOption interface{ before() }

type perRPC struct{ creds credentials.PerRPCCredentials }

func (perRPC) apply()  {}
func (perRPC) before() {}

// WithPerRPCCredentials returns a DialOption which sets credentials for every RPC.
func WithPerRPCCredentials(creds credentials.PerRPCCredentials) DialOption { return perRPC{creds} }

// PerRPCCredentials returns a CallOption that sets credentials for a call.
func PerRPCCredentials(creds credentials.PerRPCCredentials) CallOption { return perRPC{creds} }
