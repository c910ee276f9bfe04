package fix

import (
	"testing"

	"example.com/real/groups"
	"github.com/twmb/franz-go/pkg/kgo"
)

// The new ID starts from the constant that the consumer names, which stays in use: one of
// a helper package,
func TestSharedConstant(t *testing.T) {
	t.Parallel()
	kgo.NewClient(kgo.ConsumerGroup(groups.Orders)) // want `"orders-shared" reaches kgo.ConsumerGroup in TestSharedConstant`
}

// or a local one.
func TestLocalConstant(t *testing.T) {
	t.Parallel()
	const audit = "audit-local"
	kgo.NewClient(kgo.ConsumerGroup(audit)) // want `"audit-local" reaches kgo.ConsumerGroup in TestLocalConstant`
}
