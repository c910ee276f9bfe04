package pubsubsuite

import (
	"context"
	"testing"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill-kafka/v3/pkg/kafka"
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/ThreeDotsLabs/watermill/pubsub/tests"
)

// The constructors that watermill's suite runs, as watermill-kafka writes them: the group
// reaches SubscriberConfig.ConsumerGroup through two wrappers.

type pubSub struct{ sub *kafka.Subscriber }

func (p pubSub) Publish(topic string, messages ...*message.Message) error { return nil }
func (p pubSub) Close() error                                             { return p.sub.Close() }
func (p pubSub) Subscribe(ctx context.Context, topic string) (<-chan *message.Message, error) {
	return p.sub.Subscribe(ctx, topic)
}

func newPubSub(t *testing.T, consumerGroup string) (message.Publisher, message.Subscriber) {
	sub, err := kafka.NewSubscriber(kafka.SubscriberConfig{
		Brokers:       []string{"localhost:9092"},
		ConsumerGroup: consumerGroup,
	}, watermill.NopLogger{})
	if err != nil {
		t.Fatal(err)
	}
	return pubSub{sub}, pubSub{sub}
}

func createPubSubWithConsumerGroup(t *testing.T, consumerGroup string) (message.Publisher, message.Subscriber) {
	return newPubSub(t, consumerGroup)
}

func createPubSub(t *testing.T) (message.Publisher, message.Subscriber) {
	return createPubSubWithConsumerGroup(t, "test") // want `constant consumer group "test" reaches kafka.SubscriberConfig.ConsumerGroup via pubsubsuite.createPubSub in parallel test TestPublishSubscribe: concurrent tests split its partitions`
}

// The suite runs every case of its table in a parallel subtest, each with its own Pub/Sub
// from createPubSub: the cases join group "test" at the same time.
func TestPublishSubscribe(t *testing.T) {
	tests.TestPubSub(t, tests.Features{ConsumerGroups: true}, createPubSub, createPubSubWithConsumerGroup)
}

// A function literal handed to the suite runs in its parallel subtests as well.
func TestPublishSubscribeLiteral(t *testing.T) {
	tests.TestPubSub(t, tests.Features{}, func(t *testing.T) (message.Publisher, message.Subscriber) {
		return newPubSub(t, "literal") // want `constant consumer group "literal" reaches kafka.SubscriberConfig.ConsumerGroup via pubsubsuite.newPubSub in parallel test TestPublishSubscribeLiteral: concurrent tests`
	}, nil)
}

// A helper of the test package that hands its own constructor to the suite.
func createHelperPubSub(t *testing.T) (message.Publisher, message.Subscriber) {
	return newPubSub(t, "helper") // want `constant consumer group "helper" reaches kafka.SubscriberConfig.ConsumerGroup via pubsubsuite.runKafkaSuite in parallel test TestThroughHelper: concurrent tests`
}

func runKafkaSuite(t *testing.T) {
	tests.TestPubSub(t, tests.Features{ConsumerGroups: true}, createHelperPubSub, nil)
}

func TestThroughHelper(t *testing.T) {
	runKafkaSuite(t)
}

// Negatives. The group the suite passes to createPubSubWithConsumerGroup is its own per test
// (TestConsumerGroups), and a constructor that the test runs sequentially, once per subtest,
// joins its group one test at a time: default mode reports neither.

func createSequentialPubSub(t *testing.T) (message.Publisher, message.Subscriber) {
	return newPubSub(t, "sequential")
}

func runSequentially(t *testing.T, constructor tests.PubSubConstructor) {
	for _, name := range []string{"publish", "subscribe"} {
		t.Run(name, func(t *testing.T) {
			pub, sub := constructor(t)
			pub.Close()
			sub.Close()
		})
	}
}

func TestSequentialSuite(t *testing.T) {
	runSequentially(t, createSequentialPubSub)
}

// Each constructor call gets a group of its own.
func createOwnGroupPubSub(t *testing.T) (message.Publisher, message.Subscriber) {
	return newPubSub(t, "own_"+t.Name())
}

func TestOwnGroups(t *testing.T) {
	tests.TestPubSub(t, tests.Features{ConsumerGroups: true}, createOwnGroupPubSub, createPubSubWithConsumerGroup)
}
