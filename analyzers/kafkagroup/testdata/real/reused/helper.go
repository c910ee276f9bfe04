package reused

import (
	"testing"

	"github.com/twmb/franz-go/pkg/kgo"
)

// TestPayments2 is a function of a non-test file: not a test, and no test calls it.
func TestPayments2(t *testing.T) { kgo.NewClient(kgo.ConsumerGroup("invoices")) }
