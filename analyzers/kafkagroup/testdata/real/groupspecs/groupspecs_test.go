package groupspecs

import (
	"testing"

	. "github.com/onsi/ginkgo"

	"github.com/Shopify/sarama"

	"example.com/real/groupprotocol"
)

var addrs = []string{"127.0.0.1:29092"}

const specGroup = "specs-cluster-group"

func TestSuite(t *testing.T) {
	RunSpecs(t, "cluster")
}

// Specs run one after another against the suite's one broker and join one group through
// another package's constructor, which joins in a goroutine: each resumes from the
// offsets the previous one committed.
var _ = Describe("Consumer", func() {
	It("should init and share", func() {
		c, _ := groupprotocol.NewConsumer(addrs, specGroup, []string{"topic-a"}) // want `constant consumer group "specs-cluster-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.NewConsumer in TestSuite/Consumer should init and share and also in TestSuite/Consumer should support manual commit: each test resumes from the offsets the other committed`
		defer c.Close()
		<-c.Messages()
	})

	// A spec whose consumer only joins and closes, through another package's library: that
	// package tells, as a fact, that neither the constructor nor Close reads a position.
	// It is no party to the reuse. Not reported.
	It("should not share a client", func() {
		client, _ := groupprotocol.NewClient(addrs, nil)
		c, _ := groupprotocol.NewConsumerFromClient(client, specGroup, nil)
		defer c.Close()
	})

	It("should support manual commit", func() {
		c, _ := groupprotocol.NewConsumer(addrs, specGroup, []string{"topic-a"}) // want `"specs-cluster-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.NewConsumer in TestSuite/Consumer should support manual commit`
		defer c.Close()
		c.CommitOffsets("topic-a", 0, 1)
	})

	// A spec alone with its group, and a spec that only describes the shared group.
	It("should consume partitions", func() {
		groupprotocol.NewConsumer(addrs, "partitions", nil)
	})

	It("should describe the group", func() {
		groupprotocol.Describe(nil, specGroup)
	})
})

// The suite's helper is a function literal in a local variable of the container.
var _ = Describe("Helper", func() {
	var newConsumerOf = func(group string, topics ...string) (*groupprotocol.Consumer, error) {
		return groupprotocol.NewConsumer(addrs, group, topics)
	}

	It("should rebalance", func() {
		newConsumerOf("helper-group", "topic-a") // want `constant consumer group "helper-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via newConsumerOf in TestSuite/Helper should rebalance and also in TestSuite/Helper should resume`
	})

	It("should resume", func() {
		newConsumerOf("helper-group") // want `"helper-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via newConsumerOf in TestSuite/Helper should resume`
	})

	// A variable assigned again may hold another function when it is called.
	var join = func(group string) { groupprotocol.NewConsumer(addrs, group, nil) }
	BeforeEach(func() {
		join = func(string) {}
	})

	It("should join once", func() {
		join("reassigned-group")
	})

	It("should join twice", func() {
		join("reassigned-group")
	})
})

// A BeforeEach builds each spec's consumer into the container's variable, and the specs
// read and mark through it: the specs share the group's offsets.
var _ = Describe("Setup", func() {
	var c *groupprotocol.Consumer
	BeforeEach(func() {
		c, _ = groupprotocol.NewConsumer(addrs, "before-each-group", nil) // want `"before-each-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.NewConsumer in TestSuite/Setup should read and also in TestSuite/Setup should mark`
	})
	AfterEach(func() {
		c.Close()
	})

	It("should read", func() {
		<-c.Messages()
	})

	It("should mark", func() {
		c.MarkOffset(&sarama.ConsumerMessage{Topic: "topic-a", Offset: 1}, "")
	})
})
