package idlestrict

import (
	"testing"

	"github.com/Shopify/sarama"
)

var broker = sarama.NewBroker("localhost:9092")

// In strict mode, a test's own constant group is reported when the test reads through
// it: a rerun resumes from the offsets the last run committed.
func TestReadsAlone(t *testing.T) {
	c, _ := NewConsumer(broker, "reads-alone") // want `constant consumer group "reads-alone" reaches sarama.Broker.JoinGroup\(request.GroupId\) via idlestrict.NewConsumer in TestReadsAlone: reruns and other packages' tests on the same broker share its committed offsets`
	defer c.Close()
	<-c.Messages()
}
