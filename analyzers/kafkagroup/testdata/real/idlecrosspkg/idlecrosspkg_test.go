// Package idlecrosspkg holds a strict-mode case that is wrong today: a Shopify/sarama
// consumer built by a constructor of another package, which the test only lets join and
// closes. It reads and leaves no offsets, on a rerun either, so it should not be reported;
// the engine decides that from the constructor's SSA form, which it has only for the
// package under analysis (idlestrict's own tests are right). TestCrossPackageIdle skips it
// until the answer is a fact of the constructor's package.
package idlecrosspkg

import (
	"testing"

	"example.com/real/idlestrict"

	"github.com/Shopify/sarama"
)

var broker = sarama.NewBroker("localhost:9092")

func TestClosedAlone(t *testing.T) {
	c, err := idlestrict.NewConsumer(broker, "closed-alone")
	if err != nil {
		t.Fatal(err)
	}
	c.Close()
}
