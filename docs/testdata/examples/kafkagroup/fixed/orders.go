// Package kafkagroup is the example of docs/checks/kafkagroup.md: tests that consume with
// one constant consumer group.
package kafkagroup

import (
	"context"
	"os"
	"testing"

	"github.com/twmb/franz-go/pkg/kgo"
)

// addr is the broker the tests share.
var addr = os.Getenv("KAFKA_ADDR")

// waitFor polls cl until it gets a record, or fails t.
func waitFor(t *testing.T, cl *kgo.Client) *kgo.Record {
	t.Helper()
	fetches := cl.PollRecords(context.Background(), 1)
	if recs := fetches.Records(); len(recs) > 0 {
		return recs[0]
	}
	t.Fatal("no record")
	return nil
}
