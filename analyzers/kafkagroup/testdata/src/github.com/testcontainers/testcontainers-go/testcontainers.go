// Package testcontainers is a stub of github.com/testcontainers/testcontainers-go.
package testcontainers

import "context"

type ContainerCustomizer interface{}

type Container interface {
	Terminate(ctx context.Context) error
}
