// want package:"kafka"

// Package wrapper imports no Kafka package, only a helper package whose facts say that it
// uses one: the string flow follows its functions too.
package wrapper

import (
	"testing"

	"example.com/real/strflow/testutil"
)

// Start reaches the sink through the helper's parameter.
func Start(t testing.TB, group string) { // want Start:`sink\(kgo.ConsumerGroup=param1\)`
	testutil.NewConsumer(t, group)
}

// Orders passes a constant of its own.
func Orders(t testing.TB) { // want Orders:`sink\(kgo.ConsumerGroup="wrapper-orders"\)`
	testutil.NewConsumer(t, "wrapper-orders")
}
