// Package kgo is a stub of github.com/twmb/franz-go/pkg/kgo with the signatures kafkagroup
// knows.
package kgo

import "context"

type cfg struct{}

type Opt interface{ apply(*cfg) }

type GroupOpt interface {
	Opt
	groupOpt()
}

type ConsumerOpt interface {
	Opt
	consumerOpt()
}

type ProducerOpt interface {
	Opt
	producerOpt()
}

type opt struct{}

func (opt) apply(*cfg)   {}
func (opt) groupOpt()    {}
func (opt) consumerOpt() {}
func (opt) producerOpt() {}

func SeedBrokers(seeds ...string) Opt { return opt{} }

func ConsumerGroup(group string) GroupOpt { return opt{} }

func ConsumeTopics(topics ...string) ConsumerOpt { return opt{} }

func DefaultProduceTopic(t string) ProducerOpt { return opt{} }

type Record struct {
	Topic string
	Value []byte
}

type Fetches []struct{}

type ProduceResults []struct{}

type Client struct{}

func NewClient(opts ...Opt) (*Client, error) { return &Client{}, nil }

func ValidateOpts(opts ...Opt) error { return nil }

func (cl *Client) PollFetches(ctx context.Context) Fetches { return nil }

func (cl *Client) ProduceSync(ctx context.Context, rs ...*Record) ProduceResults { return nil }

func (cl *Client) Close() {}

func (cl *Client) GroupMetadata() (string, int32) { return "", -1 }
