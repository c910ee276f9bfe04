// Package kafka is a stub of github.com/ThreeDotsLabs/watermill-kafka/v2/pkg/kafka with the
// signatures kafkagroup knows.
package kafka

import (
	"github.com/IBM/sarama"

	"github.com/ThreeDotsLabs/watermill"
)

type Unmarshaler interface{}

type DefaultMarshaler struct{}

type SubscriberConfig struct {
	Brokers               []string
	Unmarshaler           Unmarshaler
	OverwriteSaramaConfig *sarama.Config
	ConsumerGroup         string
}

type Subscriber struct{ config SubscriberConfig }

func NewSubscriber(config SubscriberConfig, logger watermill.LoggerAdapter) (*Subscriber, error) {
	return &Subscriber{config: config}, nil
}

func (s *Subscriber) Close() error { return nil }
