// Package kafka is a stub of github.com/confluentinc/confluent-kafka-go/kafka with the
// signatures kafkagroup knows.
package kafka

import "context"

type ConfigValue interface{}

type ConfigMap map[string]ConfigValue

func (m ConfigMap) SetKey(key string, value ConfigValue) error {
	m[key] = value
	return nil
}

func (m ConfigMap) Set(kv string) error { return nil }

func (m ConfigMap) Get(key string, defval ConfigValue) (ConfigValue, error) { return m[key], nil }

type Event interface{ String() string }

type RebalanceCb func(*Consumer, Event) error

type Consumer struct{}

func NewConsumer(conf *ConfigMap) (*Consumer, error) { return &Consumer{}, nil }

func (c *Consumer) SubscribeTopics(topics []string, rebalanceCb RebalanceCb) error { return nil }

func (c *Consumer) Close() error { return nil }

type Producer struct{}

func NewProducer(conf *ConfigMap) (*Producer, error) { return &Producer{}, nil }

func (p *Producer) Close() {}

type AdminClient struct{}

func NewAdminClient(conf *ConfigMap) (*AdminClient, error) { return &AdminClient{}, nil }

type DeleteConsumerGroupsAdminOption interface{ supportsDeleteConsumerGroups() }

type DeleteConsumerGroupsResult struct{}

func (a *AdminClient) DeleteConsumerGroups(ctx context.Context, groups []string, options ...DeleteConsumerGroupsAdminOption) (DeleteConsumerGroupsResult, error) {
	return DeleteConsumerGroupsResult{}, nil
}

// MockCluster is an in-process mock Kafka cluster.
type MockCluster struct{ servers string }

func NewMockCluster(brokerCount int) (*MockCluster, error) { return &MockCluster{}, nil }

func (mc *MockCluster) BootstrapServers() string { return mc.servers }

func (mc *MockCluster) Close() {}
