package wrappers

import (
	"context"
	"crypto/rand"
	"testing"

	"example.com/real/bus"
	"example.com/real/consumer"
)

var brokers = []string{"localhost:9092"}

// A group ID stored in the wrapper's configuration struct, which the wrapper copies into the
// library's: two serial tests resume from each other's offsets.
func TestConfigA(t *testing.T) {
	consumer.New(consumer.Config{Brokers: brokers, GroupID: "payments"}) // want `constant consumer group "payments" reaches kafka.ReaderConfig.GroupID via consumer.New in TestConfigA and also in TestConfigB`
}

func TestConfigB(t *testing.T) {
	cfg := consumer.Config{Brokers: brokers, Topic: "payments-topic"}
	cfg.GroupID = "payments" // want `"payments" reaches kafka.ReaderConfig.GroupID via consumer.NewFromPtr in TestConfigB and also in TestConfigA`
	consumer.NewFromPtr(&cfg)
}

// A constructor keeps the group in the poller, and a method joins it later: two parallel
// tests join the same group at once.
func TestPollerA(t *testing.T) {
	t.Parallel()
	p := consumer.NewPoller(brokers, "pollers") // want `constant consumer group "pollers" reaches kgo.ConsumerGroup via consumer.Poller.Start in parallel test TestPollerA`
	defer p.Close()
	p.Start(context.Background())
}

func TestPollerB(t *testing.T) {
	t.Parallel()
	consumer.NewPoller(brokers, "pollers").Start(context.Background()) // want `"pollers" reaches kgo.ConsumerGroup via consumer.Poller.Start in parallel test TestPollerB`
}

// A functional option sets the group, and Subscribe applies its options.
func TestOptionA(t *testing.T) {
	t.Parallel()
	bus.Subscribe("orders", bus.Retries(3), bus.Group("option-group")) // want `constant consumer group "option-group" reaches kgo.ConsumerGroup via bus.Subscribe in parallel test TestOptionA`
}

func TestOptionB(t *testing.T) {
	t.Parallel()
	group := bus.Group("option-group") // want `"option-group" reaches kgo.ConsumerGroup via bus.Subscribe in parallel test TestOptionB`
	bus.Subscribe("orders", group)
}

// The subscription's own default group, when no option replaces it. One finding, at the
// first call: the group is written in package bus.
func TestDefaultA(t *testing.T) {
	bus.SubscribeDefault("orders", bus.Retries(1)) // want `"bus-default" reaches kgo.ConsumerGroup via bus.SubscribeDefault in TestDefaultA and also in TestDefaultB: .*; no fix: the group ID is set outside this function`
}

func TestDefaultB(t *testing.T) {
	bus.SubscribeDefault("orders")
}

// Not reported: each test's own group, through the same constructs.

func TestOwnConfigA(t *testing.T) {
	t.Parallel()
	consumer.New(consumer.Config{Brokers: brokers, GroupID: t.Name()})
}

func TestOwnConfigB(t *testing.T) {
	t.Parallel()
	consumer.New(consumer.Config{Brokers: brokers, GroupID: t.Name()})
}

func TestOwnPollerA(t *testing.T) {
	t.Parallel()
	consumer.NewPoller(brokers, "poll-"+rand.Text()).Start(context.Background())
}

func TestOwnPollerB(t *testing.T) {
	t.Parallel()
	consumer.NewPoller(brokers, "poll-"+rand.Text()).Start(context.Background())
}

// The poller's group is replaced before it starts.
func TestPollerRenamedA(t *testing.T) {
	t.Parallel()
	p := consumer.NewPoller(brokers, "renamed")
	p.SetGroup(t.Name())
	p.Start(context.Background())
}

func TestPollerRenamedB(t *testing.T) {
	t.Parallel()
	p := consumer.NewPoller(brokers, "renamed")
	p.SetGroup(t.Name())
	p.Start(context.Background())
}

func TestOwnOptionA(t *testing.T) {
	t.Parallel()
	bus.Subscribe("orders", bus.Group(t.Name()))
}

func TestOwnOptionB(t *testing.T) {
	t.Parallel()
	bus.Subscribe("orders", bus.Group("orders-"+rand.Text()))
}

// The option that names the shared group is built but never applied: the subscriptions have
// no group.
func TestUnappliedOptionA(t *testing.T) {
	t.Parallel()
	_ = bus.Group("unapplied")
	bus.Subscribe("orders")
}

func TestUnappliedOptionB(t *testing.T) {
	t.Parallel()
	opt := bus.Group("unapplied")
	_ = opt
	bus.Subscribe("orders", bus.Retries(2))
}

// A later option replaces the default: each test its own.
func TestDefaultReplacedA(t *testing.T) {
	bus.SubscribeDefault("orders", bus.Group(t.Name()))
}

func TestDefaultReplacedB(t *testing.T) {
	bus.SubscribeDefault("orders", bus.Group(t.Name()))
}

// Pollers that are created but never started join nothing.
func TestPollerNotStartedA(t *testing.T) {
	t.Parallel()
	p := consumer.NewPoller(brokers, "idle")
	defer p.Close()
}

func TestPollerNotStartedB(t *testing.T) {
	t.Parallel()
	consumer.NewPoller(brokers, "idle").Close()
}

func TestOwnDefinedA(t *testing.T) {
	bus.NewReader(bus.ReaderConfig{Brokers: brokers, GroupID: t.Name()})
}

func TestOwnDefinedB(t *testing.T) {
	bus.NewReader(bus.ReaderConfig{Brokers: brokers, GroupID: t.Name()})
}

// A constructor that also returns an error, and a method promoted from an embedded poller.
func TestOpenedA(t *testing.T) {
	p, err := consumer.Open(brokers, "opened") // want `"opened" reaches kgo.ConsumerGroup via consumer.Poller.Start in TestOpenedA and also in TestOpenedB`
	if err != nil {
		t.Fatal(err)
	}
	p.Start(context.Background())
}

func TestOpenedB(t *testing.T) {
	s := consumer.Service{Poller: consumer.NewPoller(brokers, "opened"), Name: "svc"} // want `"opened" reaches kgo.ConsumerGroup via consumer.Poller.Start in TestOpenedB and also in TestOpenedA`
	s.Start(context.Background())
}

// The configuration's pointer goes to a function that may change the group.
func TestHandedOnA(t *testing.T) {
	cfg := &consumer.Config{Brokers: brokers, GroupID: "handed-on"}
	rename(t, cfg)
	consumer.NewFromPtr(cfg)
}

func TestHandedOnB(t *testing.T) {
	cfg := &consumer.Config{Brokers: brokers, GroupID: "handed-on"}
	rename(t, cfg)
	consumer.NewFromPtr(cfg)
}

func rename(t *testing.T, cfg *consumer.Config) { cfg.GroupID = t.Name() }

// Options that the subscription never applies, or applies in a way not followed.
func TestIgnoredOptionA(t *testing.T) {
	t.Parallel()
	bus.SubscribeIgnoring("orders", bus.Group("ignored"))
	bus.SubscribeFirst("orders", bus.Group(t.Name()))
}

func TestIgnoredOptionB(t *testing.T) {
	t.Parallel()
	bus.SubscribeIgnoring("orders", bus.Group("ignored"))
	bus.SubscribeFirst("orders", bus.Group(t.Name()))
}

// A method of the wrapper's configuration joins its group.
func TestConfigMethodA(t *testing.T) {
	consumer.Config{Brokers: brokers, GroupID: "by-method"}.Reader() // want `"by-method" reaches kafka.ReaderConfig.GroupID via consumer.Config.Reader in TestConfigMethodA and also in TestConfigMethodB`
}

func TestConfigMethodB(t *testing.T) {
	cfg := consumer.Config{Brokers: brokers, GroupID: "by-method"} // want `"by-method" reaches kafka.ReaderConfig.GroupID via consumer.Config.Reader in TestConfigMethodB and also in TestConfigMethodA`
	cfg.Reader()
}

// A builder's methods set the group and return the builder.
func TestBuilderA(t *testing.T) {
	t.Parallel()
	consumer.NewBuilder(brokers...).WithGroup("built").Build() // want `"built" reaches kgo.ConsumerGroup via consumer.Builder.Build in parallel test TestBuilderA`
}

func TestBuilderB(t *testing.T) {
	t.Parallel()
	consumer.NewBuilder().WithGroup("built").Build() // want `"built" reaches kgo.ConsumerGroup via consumer.Builder.Build in parallel test TestBuilderB`
}

// A later method replaces the group with a unique one.
func TestUniqueBuilderA(t *testing.T) {
	t.Parallel()
	consumer.NewBuilder(brokers...).WithGroup("replaced").WithUniqueGroup().Build()
}

func TestUniqueBuilderB(t *testing.T) {
	t.Parallel()
	consumer.NewBuilder(brokers...).WithGroup("replaced").WithUniqueGroup().Build()
}

// Options behind an interface, adapted from functions.
func TestInterfaceOptionA(t *testing.T) {
	t.Parallel()
	bus.Consume("orders", bus.WithGroup("iface-group")) // want `"iface-group" reaches kgo.ConsumerGroup via bus.Consume in parallel test TestInterfaceOptionA`
}

func TestInterfaceOptionB(t *testing.T) {
	t.Parallel()
	bus.Consume("orders", bus.WithGroup("iface-group")) // want `"iface-group" reaches kgo.ConsumerGroup via bus.Consume in parallel test TestInterfaceOptionB`
}

func TestOwnInterfaceOptionA(t *testing.T) {
	t.Parallel()
	bus.Consume("orders", bus.WithGroup(t.Name()))
}

func TestOwnInterfaceOptionB(t *testing.T) {
	t.Parallel()
	bus.Consume("orders", bus.WithGroup(t.Name()))
}

// A helper of the package builds the configuration: one finding, at its constant.
func paymentsConfig() consumer.Config {
	return consumer.Config{Brokers: brokers, GroupID: "helper-config"} // want `"helper-config" reaches kafka.ReaderConfig.GroupID via consumer.New in TestHelperConfigA and also in TestHelperConfigB: .*; no fix: no \*testing.T in scope in paymentsConfig`
}

func TestHelperConfigA(t *testing.T) {
	consumer.New(paymentsConfig())
}

func TestHelperConfigB(t *testing.T) {
	consumer.New(paymentsConfig())
}
