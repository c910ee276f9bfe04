// Package sarama is a stub of github.com/Shopify/sarama with the signatures kafkagroup knows.
package sarama

import "context"

type KafkaVersion struct{ version [4]uint }

var V2_8_0_0 = KafkaVersion{}

const OffsetOldest int64 = -2

type Config struct {
	ClientID string
	Version  KafkaVersion
	Consumer struct {
		Group struct {
			InstanceId string
		}
		Offsets struct {
			Initial    int64
			AutoCommit struct{ Enable bool }
		}
		Return struct{ Errors bool }
	}
}

func NewConfig() *Config { return &Config{} }

type Client interface {
	Coordinator(consumerGroup string) (*Broker, error)
	RefreshCoordinator(consumerGroup string) error
	Close() error
}

func NewClient(addrs []string, conf *Config) (Client, error) { return nil, nil }

// ConsumerMessage is a message a consumer delivers.
type ConsumerMessage struct {
	Key, Value []byte
	Topic      string
	Partition  int32
	Offset     int64
}

type ConsumerGroupSession interface{ Context() context.Context }

type ConsumerGroupClaim interface{ Partition() int32 }

type ConsumerGroupHandler interface {
	Setup(ConsumerGroupSession) error
	Cleanup(ConsumerGroupSession) error
	ConsumeClaim(ConsumerGroupSession, ConsumerGroupClaim) error
}

type ConsumerGroup interface {
	Consume(ctx context.Context, topics []string, handler ConsumerGroupHandler) error
	Errors() <-chan error
	Close() error
}

func NewConsumerGroup(addrs []string, groupID string, config *Config) (ConsumerGroup, error) {
	return nil, nil
}

func NewConsumerGroupFromClient(groupID string, client Client) (ConsumerGroup, error) {
	return nil, nil
}

type PartitionOffsetManager interface {
	NextOffset() (int64, string)
	Close() error
}

type OffsetManager interface {
	ManagePartition(topic string, partition int32) (PartitionOffsetManager, error)
	Close() error
	Commit()
}

func NewOffsetManagerFromClient(group string, client Client) (OffsetManager, error) {
	return nil, nil
}

type ClusterAdmin interface {
	DeleteConsumerGroup(group string) error
	Close() error
}

func NewClusterAdmin(addrs []string, conf *Config) (ClusterAdmin, error) { return nil, nil }

type SyncProducer interface{ Close() error }

func NewSyncProducer(addrs []string, config *Config) (SyncProducer, error) { return nil, nil }

type TestReporter interface {
	Error(...interface{})
	Errorf(string, ...interface{})
	Fatal(...interface{})
	Fatalf(string, ...interface{})
	Helper()
}

type MockBroker struct{ addr string }

func NewMockBroker(t TestReporter, brokerID int32) *MockBroker { return &MockBroker{} }

func NewMockBrokerAddr(t TestReporter, brokerID int32, addr string) *MockBroker {
	return &MockBroker{addr: addr}
}

func (b *MockBroker) Addr() string { return b.addr }

func (b *MockBroker) Close() {}
