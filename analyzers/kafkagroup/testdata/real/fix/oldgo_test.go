//go:build go1.22

package fix

import (
	"testing"

	"github.com/twmb/franz-go/pkg/kgo"
)

// Before Go 1.24 there is no crypto/rand.Text: the suffix comes from the clock.
func TestOldGo(t *testing.T) {
	t.Parallel()
	kgo.NewClient(kgo.ConsumerGroup("old-go")) // want `"old-go" reaches kgo.ConsumerGroup in TestOldGo`
}
