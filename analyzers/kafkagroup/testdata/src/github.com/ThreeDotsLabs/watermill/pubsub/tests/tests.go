// Package tests is a stub of github.com/ThreeDotsLabs/watermill/pubsub/tests, the suite that
// every watermill Pub/Sub runs: the shape of TestPubSub and runTest is the real one.
package tests

import (
	"testing"

	"github.com/ThreeDotsLabs/watermill/message"
)

type Features struct {
	ConsumerGroups bool
	Persistent     bool
}

type TestContext struct {
	TestID   string
	Features Features
}

type PubSubConstructor func(t *testing.T) (message.Publisher, message.Subscriber)

type ConsumerGroupPubSubConstructor func(t *testing.T, consumerGroup string) (message.Publisher, message.Subscriber)

// TestPubSub runs each test function of its table in a subtest that calls t.Parallel()
// (but TestReconnect), each building its own Pub/Sub with pubSubConstructor.
func TestPubSub(t *testing.T, features Features, pubSubConstructor PubSubConstructor, consumerGroupPubSubConstructor ConsumerGroupPubSubConstructor) {
	testFuncs := []struct {
		Func        func(t *testing.T, tCtx TestContext, pubSubConstructor PubSubConstructor)
		NotParallel bool
	}{
		{Func: TestPublishSubscribe},
		{Func: TestConcurrentSubscribe},
		{Func: TestReconnect, NotParallel: true},
	}
	for i := range testFuncs {
		testFunc := testFuncs[i]
		runTest(t, "case", func(t *testing.T, testCtx TestContext) {
			testFunc.Func(t, testCtx, pubSubConstructor)
		}, features, !testFunc.NotParallel)
	}
	runTest(t, "TestConsumerGroups", func(t *testing.T, testCtx TestContext) {
		TestConsumerGroups(t, testCtx, consumerGroupPubSubConstructor)
	}, features, true)
}

func runTest(t *testing.T, name string, fn func(t *testing.T, testCtx TestContext), features Features, parallel bool) {
	t.Run(name, func(t *testing.T) {
		if parallel {
			t.Parallel()
		}
		testID := "id"
		t.Run(testID, func(t *testing.T) {
			fn(t, TestContext{TestID: testID, Features: features})
		})
	})
}

func TestPublishSubscribe(t *testing.T, tCtx TestContext, pubSubConstructor PubSubConstructor) {
	pub, sub := pubSubConstructor(t)
	pub.Close()
	sub.Close()
}

func TestConcurrentSubscribe(t *testing.T, tCtx TestContext, pubSubConstructor PubSubConstructor) {
	pub, sub := pubSubConstructor(t)
	pub.Close()
	sub.Close()
}

func TestReconnect(t *testing.T, tCtx TestContext, pubSubConstructor PubSubConstructor) {
	pub, sub := pubSubConstructor(t)
	pub.Close()
	sub.Close()
}

// TestConsumerGroups gives the constructor a group of its own per test.
func TestConsumerGroups(t *testing.T, tCtx TestContext, pubSubConstructor ConsumerGroupPubSubConstructor) {
	pub, sub := pubSubConstructor(t, "test_"+tCtx.TestID)
	pub.Close()
	sub.Close()
}
