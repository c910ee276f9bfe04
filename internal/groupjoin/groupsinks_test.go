package groupjoin

import (
	"testing"

	"github.com/fixturelint/fixturelint/internal/knowledge"
)

func TestGroupSinkSpec(t *testing.T) {
	s, err := NewSinkSet("example.com/queue.Subscribe:1, example.com/q/v2.Config.Group ,gopkg.in/k.v3.Join:0,example.com/queue.Conn.Send:0.Req.Group")
	if err != nil {
		t.Fatal(err)
	}
	if a, ok := s.funcs["example.com/queue.Subscribe"]; !ok || a != (argSink{index: 1}) {
		t.Errorf("Subscribe: got %+v, %v", a, ok)
	}
	if a := s.funcs["example.com/queue.Conn.Send"]; a != (argSink{index: 0, path: "Req.Group"}) {
		t.Errorf("Conn.Send: got %+v", a)
	}
	if a := s.funcs["github.com/IBM/sarama.Broker.JoinGroup"]; a != (argSink{index: 0, path: "GroupId"}) {
		t.Errorf("sarama's Broker.JoinGroup: got %+v", a)
	}
	if _, ok := s.funcs["github.com/Shopify/sarama.Broker.DescribeGroups"]; ok {
		t.Error("DescribeGroups is a sink: it joins no group")
	}
	if !s.fields["example.com/q.Config.Group"] || !s.fields["example.com/q/v2.Config.Group"] {
		t.Errorf("fields: %v", s.fields)
	}
	for _, p := range []string{"example.com/queue", "example.com/q/v2", "example.com/q", "gopkg.in/k.v3", "github.com/twmb/franz-go/pkg/kgo"} {
		if !s.Relevant(p) {
			t.Errorf("%s is not relevant", p)
		}
	}
	if s.Relevant("example.com/other") {
		t.Error("example.com/other is relevant")
	}
	for _, bad := range []string{"nodot", "example.com/queue.Subscribe:x", "example.com/queue.Subscribe:-1",
		"example.com/queue.Conn.Send:0.", "example.com/queue.Conn.Send:0.Req..Group", "example.com/queue.Conn.Send:0.1st", "example.com/queue.Conn.Send:0.A.B.C.D"} {
		if _, err := NewSinkSet(bad); err == nil {
			t.Errorf("newSinkSet(%q): no error", bad)
		}
	}
}

func TestGroupSinkPathNormalized(t *testing.T) {
	for in, want := range map[string]string{
		"github.com/confluentinc/confluent-kafka-go/v2/kafka":   "github.com/confluentinc/confluent-kafka-go/kafka",
		"github.com/ThreeDotsLabs/watermill-kafka/v3/pkg/kafka": "github.com/ThreeDotsLabs/watermill-kafka/pkg/kafka",
		"github.com/segmentio/kafka-go":                         "github.com/segmentio/kafka-go",
		"example.com/v1/x":                                      "example.com/v1/x",
		"example.com/v0/x":                                      "example.com/v0/x",
		"example.com/vendor/x":                                  "example.com/vendor/x",
	} {
		if got := knowledge.NormalizePath(in); got != want {
			t.Errorf("normalizePath(%q) = %q, want %q", in, got, want)
		}
	}
}
