package scheduler

import (
	"sync"
	"testing"

	"example.com/real/crosspkg/testutil"

	"github.com/twmb/franz-go/pkg/kgo"
)

// A consumer created in a sync.Once body joins its group once, in whichever test calls
// first: the parallel tests that share it do not each join (strict only).
var (
	sharedOnce     sync.Once
	sharedConsumer *kgo.Client
)

func consumer() *kgo.Client {
	sharedOnce.Do(func() {
		sharedConsumer, _ = kgo.NewClient(kgo.ConsumerGroup("once"))
	})
	return sharedConsumer
}

func TestOnceA(t *testing.T) {
	t.Parallel()
	consumer()
}

func TestOnceB(t *testing.T) {
	t.Parallel()
	consumer()
}

// The same through a helper of another package.
func TestOnceOtherPackageA(t *testing.T) {
	t.Parallel()
	testutil.SharedOrders()
}

func TestOnceOtherPackageB(t *testing.T) {
	t.Parallel()
	testutil.SharedOrders()
}
