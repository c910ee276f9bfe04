package groupprotocol

import "testing"

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
