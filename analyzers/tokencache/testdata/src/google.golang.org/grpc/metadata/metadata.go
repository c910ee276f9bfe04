// Package metadata is a stub of google.golang.org/grpc/metadata with the same exported
// signatures as the parts fixturelint's tests use.
package metadata

import "context"

// MD is a mapping from metadata keys to values.
type MD map[string][]string

// Pairs returns an MD formed by the mapping of key, value ...
func Pairs(kv ...string) MD {
	md := MD{}
	for i := 0; i+1 < len(kv); i += 2 {
		md[kv[i]] = append(md[kv[i]], kv[i+1])
	}
	return md
}

// AppendToOutgoingContext returns a new context with the provided kv merged with any
// existing metadata in the context.
func AppendToOutgoingContext(ctx context.Context, kv ...string) context.Context { return ctx }
