// Package kafka is a stub of github.com/segmentio/kafka-go with the signatures kafkagroup knows.
package kafka

import (
	"context"
	"net"
)

type Message struct {
	Topic      string
	Key, Value []byte
}

type ReaderConfig struct {
	Brokers     []string
	GroupID     string
	GroupTopics []string
	Topic       string
	Partition   int
	MinBytes    int
	MaxBytes    int
}

// Validate checks the configuration; it creates no reader.
func (config *ReaderConfig) Validate() error { return nil }

type Reader struct{ config ReaderConfig }

func NewReader(config ReaderConfig) *Reader { return &Reader{config: config} }

func (r *Reader) ReadMessage(ctx context.Context) (Message, error) { return Message{}, nil }

func (r *Reader) Close() error { return nil }

type ConsumerGroupConfig struct {
	ID      string
	Brokers []string
	Topics  []string
}

func (config *ConsumerGroupConfig) Validate() error { return nil }

type ConsumerGroup struct{}

func NewConsumerGroup(config ConsumerGroupConfig) (*ConsumerGroup, error) {
	return &ConsumerGroup{}, nil
}

func (cg *ConsumerGroup) Close() error { return nil }

type Writer struct {
	Addr  net.Addr
	Topic string
}

func (w *Writer) WriteMessages(ctx context.Context, msgs ...Message) error { return nil }

func TCP(address ...string) net.Addr { return nil }

type Client struct{ Addr net.Addr }

type DeleteGroupsRequest struct {
	Addr     net.Addr
	GroupIDs []string
}

type DeleteGroupsResponse struct{ Errors map[string]error }

func (c *Client) DeleteGroups(ctx context.Context, req *DeleteGroupsRequest) (*DeleteGroupsResponse, error) {
	return nil, nil
}
