package scheduler

import (
	"testing"

	"example.com/real/crosspkg/testutil"

	"github.com/twmb/franz-go/pkg/kgo"
)

// The test becomes parallel through a helper of another package: its join before the call
// runs alone, its join after runs alongside the other parallel tests.
func TestParallelViaHelper(t *testing.T) {
	kgo.NewClient(kgo.ConsumerGroup("via-helper-before")) // want `"via-helper-before" reaches kgo.ConsumerGroup in TestParallelViaHelper and also in TestViaHelperPartner`
	testutil.Parallel(t)
	kgo.NewClient(kgo.ConsumerGroup("via-helper-after")) // want `"via-helper-after" reaches kgo.ConsumerGroup in parallel test TestParallelViaHelper`
}

func TestViaHelperPartner(t *testing.T) {
	t.Parallel()
	kgo.NewClient(kgo.ConsumerGroup("via-helper-before")) // want `"via-helper-before" reaches kgo.ConsumerGroup in TestViaHelperPartner and also in TestParallelViaHelper`
	kgo.NewClient(kgo.ConsumerGroup("via-helper-after"))  // want `"via-helper-after" reaches kgo.ConsumerGroup in parallel test TestViaHelperPartner`
}
