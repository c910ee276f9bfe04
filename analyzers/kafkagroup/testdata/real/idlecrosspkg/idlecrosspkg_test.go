// Package idlecrosspkg holds a strict-mode case across packages: a Shopify/sarama consumer
// built by a constructor of another package, which the test only lets join and closes. It
// reads and leaves no offsets, on a rerun either, so it is not reported; the constructor's
// package tells from its SSA form, as a fact, that neither the constructor nor Close reads
// a position.
package idlecrosspkg

import (
	"testing"

	"example.com/real/idlestrict"
)

func TestClosedAlone(t *testing.T) {
	c, err := idlestrict.Dial("localhost:9092", "closed-alone")
	if err != nil {
		t.Fatal(err)
	}
	c.Close()
}
