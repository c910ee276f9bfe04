package parallel

import "testing"

func TestGroupSinkSpec(t *testing.T) {
	s, err := sfNewSinkSet("example.com/queue.Subscribe:1, example.com/q/v2.Config.Group ,gopkg.in/k.v3.Join:0")
	if err != nil {
		t.Fatal(err)
	}
	if i, ok := s.funcs["example.com/queue.Subscribe"]; !ok || i != 1 {
		t.Errorf("Subscribe: got %d, %v", i, ok)
	}
	if !s.fields["example.com/q.Config.Group"] || !s.fields["example.com/q/v2.Config.Group"] {
		t.Errorf("fields: %v", s.fields)
	}
	for _, p := range []string{"example.com/queue", "example.com/q/v2", "example.com/q", "gopkg.in/k.v3", "github.com/twmb/franz-go/pkg/kgo"} {
		if !s.relevant(p) {
			t.Errorf("%s is not relevant", p)
		}
	}
	if s.relevant("example.com/other") {
		t.Error("example.com/other is relevant")
	}
	for _, bad := range []string{"nodot", "example.com/queue.Subscribe:x", "example.com/queue.Subscribe:-1"} {
		if _, err := sfNewSinkSet(bad); err == nil {
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
		if got := sfNormalizePath(in); got != want {
			t.Errorf("normalizePath(%q) = %q, want %q", in, got, want)
		}
	}
}
