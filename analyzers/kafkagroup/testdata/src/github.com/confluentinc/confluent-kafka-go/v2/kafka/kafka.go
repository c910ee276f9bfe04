// Package kafka is a stub of github.com/confluentinc/confluent-kafka-go/v2/kafka with the
// signatures kafkagroup knows.
package kafka

import (
	"context"
	"time"
)

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

func (c *Consumer) String() string { return "" }

func (c *Consumer) IsClosed() bool { return false }

func (c *Consumer) Subscribe(topic string, rebalanceCb RebalanceCb) error { return nil }

func (c *Consumer) SubscribeTopics(topics []string, rebalanceCb RebalanceCb) error { return nil }

func (c *Consumer) Assign(partitions []TopicPartition) error { return nil }

func (c *Consumer) Commit() ([]TopicPartition, error) { return nil, nil }

func (c *Consumer) Committed(partitions []TopicPartition, timeoutMs int) ([]TopicPartition, error) {
	return nil, nil
}

func (c *Consumer) Poll(timeoutMs int) Event { return nil }

func (c *Consumer) Events() chan Event { return nil }

func (c *Consumer) Logs() chan LogEvent { return nil }

func (c *Consumer) ReadMessage(timeout time.Duration) (*Message, error) { return nil, nil }

func (c *Consumer) Close() error { return nil }

func (c *Consumer) GetMetadata(topic *string, allTopics bool, timeoutMs int) (*Metadata, error) {
	return &Metadata{}, nil
}

func (c *Consumer) QueryWatermarkOffsets(topic string, partition int32, timeoutMs int) (low, high int64, err error) {
	return 0, 0, nil
}

func (c *Consumer) GetWatermarkOffsets(topic string, partition int32) (low, high int64, err error) {
	return 0, 0, nil
}

func (c *Consumer) OffsetsForTimes(times []TopicPartition, timeoutMs int) ([]TopicPartition, error) {
	return nil, nil
}

type TopicPartition struct {
	Topic     *string
	Partition int32
	Offset    Offset
}

type Offset int64

const (
	OffsetBeginning = Offset(-2)
	OffsetEnd       = Offset(-1)
	OffsetInvalid   = Offset(-1001)
	OffsetStored    = Offset(-1000)
)

func (c *Consumer) CommitMessage(m *Message) ([]TopicPartition, error) { return nil, nil }

type Message struct{ TopicPartition TopicPartition }

type LogEvent struct{ Message string }

type PartitionMetadata struct{ ID int32 }

type TopicMetadata struct {
	Topic      string
	Partitions []PartitionMetadata
}

type Metadata struct{ Topics map[string]TopicMetadata }

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
