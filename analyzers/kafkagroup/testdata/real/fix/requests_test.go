package fix

import (
	"testing"

	"github.com/Shopify/sarama"

	"example.com/real/groupprotocol"
)

// The group reaches sarama's group requests through a constructor that joins in a
// goroutine (and the test reads from the consumer), or in a request the test sends: the
// fix replaces the constant where the test writes it.
func TestClusterConsumer(t *testing.T) {
	t.Parallel()
	c, err := groupprotocol.NewConsumer(brokers, "cluster", nil) // want `"cluster" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.NewConsumer in TestClusterConsumer`
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	<-c.Messages()
}

func TestSentRequest(t *testing.T) {
	t.Parallel()
	req := &sarama.JoinGroupRequest{GroupId: "sent", ProtocolType: "consumer"}
	sarama.NewBroker(brokers[0]).JoinGroup(req) // want `"sent" reaches sarama.Broker.JoinGroup\(request.GroupId\) in TestSentRequest`
}
