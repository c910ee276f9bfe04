// Package kafka is a stub of github.com/testcontainers/testcontainers-go/modules/kafka.
package kafka

import (
	"context"

	"github.com/testcontainers/testcontainers-go"
)

type KafkaContainer struct {
	testcontainers.Container
}

func (kc *KafkaContainer) Brokers(ctx context.Context) ([]string, error) { return nil, nil }

func Run(ctx context.Context, img string, opts ...testcontainers.ContainerCustomizer) (*KafkaContainer, error) {
	return &KafkaContainer{}, nil
}

// Deprecated: use Run instead
func RunContainer(ctx context.Context, opts ...testcontainers.ContainerCustomizer) (*KafkaContainer, error) {
	return Run(ctx, "confluentinc/confluent-local:7.5.0", opts...)
}
