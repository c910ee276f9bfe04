package manualharness

import (
	"os"
	"os/signal"
	"syscall"
	"testing"

	"github.com/twmb/franz-go/pkg/kgo"
)

const auditGroup = "audit-harness"

// A manual harness: the test joins, then waits for an OS signal that only a person sends,
// until go test's timeout kills the binary. The tests after it never start, so no later
// test resumes from this group's offsets. Not reported.
func TestConsumeAudit(t *testing.T) {
	interrupt := make(chan os.Signal, 1)
	signal.Notify(interrupt, syscall.SIGINT, syscall.SIGTERM)
	kgo.NewClient(kgo.ConsumerGroup(auditGroup))
	<-interrupt
}

func TestReplayAudit(t *testing.T) {
	kgo.NewClient(kgo.ConsumerGroup(auditGroup))
}
