// Package queue is an in-house Kafka wrapper whose group IDs -kafkagroup.sinks names.
package queue

type Config struct {
	Brokers []string
	Group   string
}

type Client struct{}

func New(cfg Config) *Client { return &Client{} }

func Subscribe(topic, group string) *Client { return &Client{} }

func (c *Client) Join(group string) error { return nil }

// A JoinRequest names its group in a field; Client.Send sends it.
type JoinRequest struct {
	Topic string
	Group string
}

func (c *Client) Send(req *JoinRequest) error { return nil }
