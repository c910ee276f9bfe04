package customsinks

import (
	"testing"

	"example.com/queue"
)

func TestCustomSinks(t *testing.T) {
	t.Parallel()
	queue.New(queue.Config{Group: "field"})  // want `"field" reaches queue.Config.Group in TestCustomSinks`
	c := queue.Subscribe("orders", "func")   // want `"func" reaches queue.Subscribe in TestCustomSinks`
	c.Join("method")                         // want `"method" reaches queue.Client.Join in TestCustomSinks`
	queue.Subscribe("not-a-group", t.Name()) // the topic is argument 0: not a sink

	// A field of the argument: the request's Group, not its Topic, and only when sent.
	req := &queue.JoinRequest{Topic: "not-a-group", Group: "request-field"}
	c.Send(req) // want `"request-field" reaches queue.Client.Send\(req.Group\) in TestCustomSinks`
	_ = &queue.JoinRequest{Group: "unsent"}
}
