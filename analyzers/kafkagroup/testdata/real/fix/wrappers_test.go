package fix

import (
	"context"
	"testing"

	"example.com/real/bus"
	"example.com/real/consumer"
)

// The constant goes into the wrapper's configuration, constructor or option: the fix
// replaces it where the test writes it.
func TestWrappedConfig(t *testing.T) {
	t.Parallel()
	consumer.New(consumer.Config{Brokers: brokers, GroupID: "wrapped"}) // want `"wrapped" reaches kafka.ReaderConfig.GroupID via consumer.New in TestWrappedConfig`
}

func TestWrappedPoller(t *testing.T) {
	t.Parallel()
	p := consumer.NewPoller(brokers, "polled") // want `"polled" reaches kgo.ConsumerGroup via consumer.Poller.Start in TestWrappedPoller`
	defer p.Close()
	p.Start(context.Background())
}

func TestWrappedOption(t *testing.T) {
	t.Parallel()
	bus.Subscribe("orders", bus.Group("optioned")) // want `"optioned" reaches kgo.ConsumerGroup via bus.Subscribe in TestWrappedOption`
}
