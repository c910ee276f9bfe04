package corpus

const goMod = `module example.com/corpus

go 1.26.0

require (
	github.com/IBM/sarama v1.45.0
	github.com/segmentio/kafka-go v0.4.47
	golang.org/x/oauth2 v0.30.0
)

replace (
	github.com/IBM/sarama => ./third_party/sarama
	github.com/segmentio/kafka-go => ./third_party/kafka-go
	golang.org/x/oauth2 => ./third_party/oauth2
)
`

const stubKafkaGo = `// Package kafka is a stub of github.com/segmentio/kafka-go with the real signatures of the
// parts the corpus uses.
package kafka

import (
	"context"
	"errors"
	"net"
	"time"
)

// Message is a Kafka message.
type Message struct {
	Topic     string
	Partition int
	Offset    int64
	Key       []byte
	Value     []byte
	Time      time.Time
}

// ReaderConfig configures a Reader.
type ReaderConfig struct {
	Brokers   []string
	GroupID   string
	Topic     string
	Partition int
	MinBytes  int
	MaxBytes  int
}

// Reader reads messages from a topic, as a member of a consumer group when GroupID is set.
type Reader struct {
	config ReaderConfig
	closed bool
}

// NewReader creates a Reader.
func NewReader(config ReaderConfig) *Reader { return &Reader{config: config} }

// Config returns the reader's configuration.
func (r *Reader) Config() ReaderConfig { return r.config }

// ReadMessage reads and commits the next message.
func (r *Reader) ReadMessage(ctx context.Context) (Message, error) { return r.FetchMessage(ctx) }

// FetchMessage reads the next message without committing it.
func (r *Reader) FetchMessage(ctx context.Context) (Message, error) {
	if r.closed {
		return Message{}, errors.New("kafka: reader closed")
	}
	<-ctx.Done()
	return Message{}, ctx.Err()
}

// CommitMessages commits the offsets of msgs.
func (r *Reader) CommitMessages(ctx context.Context, msgs ...Message) error { return nil }

// Close closes the reader.
func (r *Reader) Close() error { r.closed = true; return nil }

// Balancer chooses a partition for a message.
type Balancer interface {
	Balance(msg Message, partitions ...int) (partition int)
}

// Writer writes messages to a topic.
type Writer struct {
	Addr     net.Addr
	Topic    string
	Balancer Balancer
}

// WriteMessages writes msgs.
func (w *Writer) WriteMessages(ctx context.Context, msgs ...Message) error { return ctx.Err() }

// Close closes the writer.
func (w *Writer) Close() error { return nil }

// TCP returns the address of brokers.
func TCP(address ...string) net.Addr {
	addr, _ := net.ResolveTCPAddr("tcp", address[0])
	return addr
}
`

const stubSarama = `// Package sarama is a stub of github.com/IBM/sarama with the real signatures of the parts
// the corpus uses.
package sarama

import "context"

// OffsetOldest is the oldest offset available on the broker.
const OffsetOldest int64 = -2

// Config is a client configuration.
type Config struct {
	ClientID string
	Consumer struct {
		Return struct{ Errors bool }
		Offsets struct{ Initial int64 }
	}
}

// NewConfig returns a configuration with defaults.
func NewConfig() *Config { return &Config{ClientID: "sarama"} }

// ConsumerMessage is a message a consumer receives.
type ConsumerMessage struct {
	Key, Value []byte
	Topic      string
	Partition  int32
	Offset     int64
}

// ConsumerGroupSession is one generation of a group member.
type ConsumerGroupSession interface {
	MarkMessage(msg *ConsumerMessage, metadata string)
	Context() context.Context
}

// ConsumerGroupClaim is the claim of one partition.
type ConsumerGroupClaim interface {
	Messages() <-chan *ConsumerMessage
}

// ConsumerGroupHandler handles the messages of a consumer group session.
type ConsumerGroupHandler interface {
	Setup(ConsumerGroupSession) error
	Cleanup(ConsumerGroupSession) error
	ConsumeClaim(ConsumerGroupSession, ConsumerGroupClaim) error
}

// ConsumerGroup is a member of a consumer group.
type ConsumerGroup interface {
	Consume(ctx context.Context, topics []string, handler ConsumerGroupHandler) error
	Errors() <-chan error
	Close() error
}

type consumerGroup struct {
	groupID string
	errors  chan error
}

// NewConsumerGroup joins the consumer group groupID.
func NewConsumerGroup(addrs []string, groupID string, config *Config) (ConsumerGroup, error) {
	return &consumerGroup{groupID: groupID, errors: make(chan error)}, nil
}

func (c *consumerGroup) Consume(ctx context.Context, topics []string, handler ConsumerGroupHandler) error {
	<-ctx.Done()
	return ctx.Err()
}

func (c *consumerGroup) Errors() <-chan error { return c.errors }

func (c *consumerGroup) Close() error { return nil }
`

const stubOAuth2 = `// Package oauth2 is a stub of golang.org/x/oauth2 with the real signatures of the parts the
// corpus uses.
package oauth2

import (
	"context"
	"net/http"
	"time"
)

// Token holds OAuth 2.0 credentials.
type Token struct {
	AccessToken  string
	TokenType    string
	RefreshToken string
	Expiry       time.Time
}

// Type returns the token type, "Bearer" by default.
func (t *Token) Type() string {
	if t.TokenType != "" {
		return t.TokenType
	}
	return "Bearer"
}

// SetAuthHeader sets the Authorization header of r.
func (t *Token) SetAuthHeader(r *http.Request) { r.Header.Set("Authorization", t.Type()+" "+t.AccessToken) }

// Valid reports whether t has an access token that has not expired.
func (t *Token) Valid() bool {
	return t != nil && t.AccessToken != "" && (t.Expiry.IsZero() || time.Now().Before(t.Expiry))
}

// A TokenSource returns tokens.
type TokenSource interface {
	Token() (*Token, error)
}

type staticTokenSource struct{ t *Token }

func (s staticTokenSource) Token() (*Token, error) { return s.t, nil }

// StaticTokenSource returns a TokenSource that always returns t.
func StaticTokenSource(t *Token) TokenSource { return staticTokenSource{t} }

// ReuseTokenSource returns a TokenSource that returns t while it is valid, then asks src.
func ReuseTokenSource(t *Token, src TokenSource) TokenSource { return src }

// Endpoint is a provider's token endpoint.
type Endpoint struct {
	AuthURL  string
	TokenURL string
}

// Config is a 3-legged OAuth2 configuration.
type Config struct {
	ClientID     string
	ClientSecret string
	Endpoint     Endpoint
	Scopes       []string
}

// TokenSource returns a TokenSource that refreshes t.
func (c *Config) TokenSource(ctx context.Context, t *Token) TokenSource { return StaticTokenSource(t) }

// Transport authorizes requests with tokens from Source.
type Transport struct {
	Source TokenSource
	Base   http.RoundTripper
}

// RoundTrip authorizes and sends req.
func (t *Transport) RoundTrip(req *http.Request) (*http.Response, error) {
	tok, err := t.Source.Token()
	if err != nil {
		return nil, err
	}
	req2 := req.Clone(req.Context())
	tok.SetAuthHeader(req2)
	return t.Base.RoundTrip(req2)
}

// NewClient returns a client that authorizes its requests with tokens from src.
func NewClient(ctx context.Context, src TokenSource) *http.Client {
	return &http.Client{Transport: &Transport{Source: src, Base: http.DefaultTransport}}
}
`
