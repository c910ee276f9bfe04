package groupprotocol

import (
	"testing"

	"github.com/Shopify/sarama"
)

// An argument of a recursive pointer type: the check of the constructor's arguments for
// a callback must end. Two tests only join and close: nothing reported, no crash.
func TestTaggedA(t *testing.T) {
	var tag Tag
	c, _ := NewTaggedConsumer(addrs, "tagged-group", tag)
	defer c.Close()
}

func TestTaggedB(t *testing.T) {
	c, _ := NewTaggedConsumer(addrs, "tagged-group", nil)
	defer c.Close()
}

// Start runs a loop that commits in a goroutine it starts: its commit request is a use too.
func TestStartA(t *testing.T) {
	c, _ := NewConsumer(addrs, "start-group", nil) // want `"start-group" reaches .* in TestStartA and also in TestStartB`
	defer c.Close()
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
}

func TestStartB(t *testing.T) {
	c, _ := NewConsumer(addrs, "start-group", nil) // want `"start-group" reaches .* in TestStartB and also in TestStartA`
	defer c.Close()
	c.Start()
}

// A constructor whose own goroutine commits what it fetches: the test only closes the
// consumer, and the group's offsets move all the same.
func TestAutoCommitA(t *testing.T) {
	c, _ := NewAutoCommitConsumer(addrs, "autocommit-group") // want `"autocommit-group" reaches sarama.Broker.\w+\(request.\w+\) via groupprotocol.NewAutoCommitConsumer in TestAutoCommitA and also in TestAutoCommitB`
	defer c.Close()
}

func TestAutoCommitB(t *testing.T) {
	c, _ := NewAutoCommitConsumer(addrs, "autocommit-group") // want `"autocommit-group" reaches sarama.Broker.\w+\(request.\w+\) via groupprotocol.NewAutoCommitConsumer in TestAutoCommitB and also in TestAutoCommitA`
	defer c.Close()
}

// A handler implemented by a struct of the test's: the argument's type holds no function,
// but the parameter is an interface whose method the consumer calls with each message.
type countingHandler struct{ n int }

func (h *countingHandler) Handle(*sarama.ConsumerMessage) error { h.n++; return nil }

func TestStructHandlerA(t *testing.T) {
	client, _ := NewClient(addrs, nil)
	c, _ := NewInterfaceHandledConsumer(client, "struct-handler-group", &countingHandler{}) // want `"struct-handler-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.NewInterfaceHandledConsumer in TestStructHandlerA and also in TestStructHandlerB`
	defer c.Close()
}

func TestStructHandlerB(t *testing.T) {
	client, _ := NewClient(addrs, nil)
	c, _ := NewInterfaceHandledConsumer(client, "struct-handler-group", &countingHandler{}) // want `"struct-handler-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.NewInterfaceHandledConsumer in TestStructHandlerB and also in TestStructHandlerA`
	defer c.Close()
}

// The same handler in an interface field of the constructor's configuration.
func TestConfigHandlerA(t *testing.T) {
	client, _ := NewClient(addrs, nil)
	c, _ := NewConfiguredConsumer(client, ConsumerConfig{GroupID: "config-handler-group", Handler: &countingHandler{}}) // want `"config-handler-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.NewConfiguredConsumer in TestConfigHandlerA and also in TestConfigHandlerB`
	defer c.Close()
}

func TestConfigHandlerB(t *testing.T) {
	client, _ := NewClient(addrs, nil)
	c, _ := NewConfiguredConsumer(client, ConsumerConfig{GroupID: "config-handler-group", Handler: &countingHandler{}}) // want `"config-handler-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.NewConfiguredConsumer in TestConfigHandlerB and also in TestConfigHandlerA`
	defer c.Close()
}

// Not reported: a logger in the configuration is a dependency, given only text.
type testLogger struct{ t *testing.T }

func (l testLogger) Printf(format string, args ...any) { l.t.Logf(format, args...) }

func TestConfigLoggerA(t *testing.T) {
	client, _ := NewClient(addrs, nil)
	c, _ := NewLoggedConsumer(client, LoggedConfig{GroupID: "config-logger-group", Logger: testLogger{t}})
	defer c.Close()
}

func TestConfigLoggerB(t *testing.T) {
	client, _ := NewClient(addrs, nil)
	c, _ := NewLoggedConsumer(client, LoggedConfig{GroupID: "config-logger-group", Logger: testLogger{t}})
	c.Close()
}

// The same handler through a type parameter.
func TestGenericHandlerA(t *testing.T) {
	client, _ := NewClient(addrs, nil)
	c, _ := NewGenericHandledConsumer(client, "generic-handler-group", &countingHandler{}) // want `"generic-handler-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.NewGenericHandledConsumer in TestGenericHandlerA and also in TestGenericHandlerB`
	defer c.Close()
}

func TestGenericHandlerB(t *testing.T) {
	client, _ := NewClient(addrs, nil)
	c, _ := NewGenericHandledConsumer[*countingHandler](client, "generic-handler-group", &countingHandler{}) // want `"generic-handler-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.NewGenericHandledConsumer in TestGenericHandlerB and also in TestGenericHandlerA`
	defer c.Close()
}

// The consumer is built in a closure that assigns a variable of the test's, and read
// through that variable outside the closure.
func TestClosureSetupReads(t *testing.T) {
	var c *Consumer
	setup := func() { c, _ = NewConsumer(addrs, "closure-group", nil) } // want `"closure-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.NewConsumer in TestClosureSetupReads and also in TestClosureSetupMarks`
	setup()
	defer c.Close()
	<-c.Messages()
}

func TestClosureSetupMarks(t *testing.T) {
	var c *Consumer
	setup := func() { c, _ = NewConsumer(addrs, "closure-group", nil) } // want `"closure-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.NewConsumer in TestClosureSetupMarks and also in TestClosureSetupReads`
	setup()
	defer c.Close()
	c.MarkOffset(&sarama.ConsumerMessage{Topic: "topic-a", Offset: 1}, "")
}

// Subtests: one builds the consumer into the test's variable, the next reads from it.
func TestSubtestSetupReads(t *testing.T) {
	var c *Consumer
	t.Run("join", func(t *testing.T) {
		c, _ = NewConsumer(addrs, "subtest-group", nil) // want `"subtest-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.NewConsumer in TestSubtestSetupReads/join and also in TestSubtestSetupMarks`
	})
	t.Run("read", func(t *testing.T) {
		defer c.Close()
		<-c.Messages()
	})
}

func TestSubtestSetupMarks(t *testing.T) {
	c, _ := NewConsumer(addrs, "subtest-group", nil) // want `"subtest-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.NewConsumer in TestSubtestSetupMarks and also in TestSubtestSetupReads`
	defer c.Close()
	c.MarkOffset(&sarama.ConsumerMessage{Topic: "topic-a", Offset: 1}, "")
}

// A zero-argument method that only marks, while the constructor's loop commits what it
// marks (sarama-cluster's shape): the marks are committed all the same.
func TestProcessA(t *testing.T) {
	m, _ := NewMarkingConsumer(addrs, "process-group") // want `"process-group" reaches sarama.Broker.\w+\(request.\w+\) via groupprotocol.NewMarkingConsumer in TestProcessA and also in TestProcessB`
	defer m.Close()
	go m.Process()
}

func TestProcessB(t *testing.T) {
	m, _ := NewMarkingConsumer(addrs, "process-group") // want `"process-group" reaches sarama.Broker.\w+\(request.\w+\) via groupprotocol.NewMarkingConsumer in TestProcessB and also in TestProcessA`
	defer m.Close()
	if err := m.Process(); err != nil {
		t.Fatal(err)
	}
}

// Not reported: the same consumer, only joined and closed; its loop commits nothing that
// was not marked.
func TestMarkingIdleA(t *testing.T) {
	m, _ := NewMarkingConsumer(addrs, "marking-idle-group")
	defer m.Close()
}

func TestMarkingIdleB(t *testing.T) {
	m, _ := NewMarkingConsumer(addrs, "marking-idle-group")
	m.Close()
}

// Not reported: a consumer whose Close commits what was marked (sarama-cluster's
// Close does, in a sync.Once), only joined and closed: nothing was marked, nothing is
// committed.
func TestCommitOnCloseIdleA(t *testing.T) {
	m, _ := NewCommitOnCloseConsumer(addrs, "commit-on-close-group")
	defer m.Close()
}

func TestCommitOnCloseIdleB(t *testing.T) {
	m, _ := NewCommitOnCloseConsumer(addrs, "commit-on-close-group")
	m.Close()
}

// Not reported either: the same Close without sync.Once, whose commit request is found
// through Close, a method that takes nothing and returns only an error.
func TestDirectCommitOnCloseIdleA(t *testing.T) {
	m, _ := NewDirectCommitOnCloseConsumer(addrs, "direct-commit-on-close-group")
	defer m.Close()
}

func TestDirectCommitOnCloseIdleB(t *testing.T) {
	m, _ := NewDirectCommitOnCloseConsumer(addrs, "direct-commit-on-close-group")
	m.Close()
}

// Each of these tests reads through a consumer the engine cannot follow as a receiver of
// calls (a method value, a channel, a field, a type assertion) or reaches it through an
// interface, a generic constructor or an alias: each counts.
func TestMethodValueReads(t *testing.T) {
	c, _ := NewConsumer(addrs, "escape-group", nil) // want `"escape-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.NewConsumer in TestMethodValueReads and also in`
	defer c.Close()
	messages := c.Messages
	<-messages()
}

func TestChannelHanded(t *testing.T) {
	ch := make(chan *Consumer, 1)
	c, _ := NewConsumer(addrs, "escape-group", nil) // want `"escape-group" reaches .* in TestChannelHanded and also in`
	ch <- c
	defer c.Close()
	<-(<-ch).Messages()
}

type fixture struct{ c *Consumer }

func TestFieldHeld(t *testing.T) {
	c, _ := NewConsumer(addrs, "escape-group", nil) // want `"escape-group" reaches .* in TestFieldHeld and also in`
	f := fixture{c: c}
	defer c.Close()
	<-f.c.Messages()
}

type embedding struct{ *Consumer }

func TestEmbedded(t *testing.T) {
	c, _ := NewConsumer(addrs, "escape-group", nil) // want `"escape-group" reaches .* in TestEmbedded and also in`
	e := embedding{c}
	defer e.Close()
	<-e.Messages()
}

func TestInterfaceReads(t *testing.T) {
	c, _ := NewConsumer(addrs, "escape-group", nil) // want `"escape-group" reaches .* in TestInterfaceReads and also in`
	var r interface {
		Messages() <-chan *sarama.ConsumerMessage
		Close() error
	} = c
	defer r.Close()
	<-r.Messages()
}

func TestAssertedReads(t *testing.T) {
	c, _ := NewConsumer(addrs, "escape-group", nil) // want `"escape-group" reaches .* in TestAssertedReads and also in`
	var x any = c
	defer c.Close()
	<-x.(*Consumer).Messages()
}

func TestGenericReads(t *testing.T) {
	c, _ := NewConsumerOf[int](addrs, "escape-group") // want `"escape-group" reaches .* via groupprotocol.NewConsumerOf in TestGenericReads and also in`
	defer c.Close()
	<-c.Messages()
}

func TestAliasReads(t *testing.T) {
	c, _ := NewReader(addrs, "escape-group") // want `"escape-group" reaches .* via groupprotocol.NewReader in TestAliasReads and also in`
	defer c.Close()
	<-c.Messages()
}

func TestDeferredClosureReads(t *testing.T) {
	c, _ := NewConsumer(addrs, "escape-group", nil) // want `"escape-group" reaches .* in TestDeferredClosureReads and also in`
	defer func() {
		<-c.Messages()
		c.Close()
	}()
}

// Not reported: idle through a generic constructor, an alias, a deferred closure.
func TestGenericIdleA(t *testing.T) {
	c, _ := NewConsumerOf[string](addrs, "generic-idle-group")
	defer func() { c.Close() }()
}

func TestGenericIdleB(t *testing.T) {
	c, _ := NewReader(addrs, "generic-idle-group")
	t.Cleanup(func() { c.Close() })
}
