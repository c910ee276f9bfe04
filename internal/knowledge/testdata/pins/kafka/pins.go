// Package pins imports the Kafka libraries whose APIs internal/knowledge names (kafka.go),
// at the versions this module pins, so that the drift check can load them.
package pins

import (
	_ "github.com/IBM/sarama"
	_ "github.com/Shopify/sarama"
	_ "github.com/ThreeDotsLabs/watermill-kafka/v2/pkg/kafka"
	_ "github.com/ThreeDotsLabs/watermill-kafka/v3/pkg/kafka"
	_ "github.com/confluentinc/confluent-kafka-go/kafka"
	_ "github.com/confluentinc/confluent-kafka-go/v2/kafka"
	_ "github.com/golang/mock/gomock"
	_ "github.com/lovoo/goka"
	_ "github.com/lovoo/goka/tester"
	_ "github.com/ory/dockertest/v3"
	_ "github.com/segmentio/kafka-go"
	_ "github.com/testcontainers/testcontainers-go/modules/kafka"
	_ "github.com/testcontainers/testcontainers-go/modules/redpanda"
	_ "github.com/twmb/franz-go/pkg/kadm"
	_ "github.com/twmb/franz-go/pkg/kfake"
	_ "github.com/twmb/franz-go/pkg/kgo"
	_ "go.uber.org/mock/gomock"
)
