package signalclosed

import (
	"os"
	"os/signal"
	"syscall"
	"testing"
	"time"

	"github.com/twmb/franz-go/pkg/kgo"
)

const auditGroup = "audit-closed"

// The same harness, but the test itself ends the wait (it closes the channel after a
// while): the test returns, the next one runs and resumes from the group's offsets.
// Reported.
func TestConsumeAudit(t *testing.T) {
	interrupt := make(chan os.Signal, 1)
	signal.Notify(interrupt, syscall.SIGINT, syscall.SIGTERM)
	kgo.NewClient(kgo.ConsumerGroup(auditGroup)) // want `constant consumer group "audit-closed" reaches kgo.ConsumerGroup in TestConsumeAudit and also in TestReplayAudit`
	time.AfterFunc(time.Second, func() { close(interrupt) })
	<-interrupt
}

// The wait is in a branch that a default run does not take. Reported.
func TestReplayAudit(t *testing.T) {
	interrupt := make(chan os.Signal, 1)
	signal.Notify(interrupt, syscall.SIGINT)
	kgo.NewClient(kgo.ConsumerGroup(auditGroup)) // want `"audit-closed" reaches kgo.ConsumerGroup in TestReplayAudit and also in TestConsumeAudit`
	if os.Getenv("AUDIT_MANUAL") != "" {
		<-interrupt
	}
}
