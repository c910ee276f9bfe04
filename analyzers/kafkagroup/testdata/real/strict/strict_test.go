package strict

import (
	"testing"

	"github.com/twmb/franz-go/pkg/kgo"
)

// With -kafkagroup.strict, a serial test alone with its group is reported too: CI reruns
// and the tests of other packages use the same broker.
func TestSerial(t *testing.T) {
	kgo.NewClient(kgo.ConsumerGroup("serial")) // want `constant consumer group "serial" reaches kgo.ConsumerGroup in TestSerial: reruns and other packages' tests on the same broker share its committed offsets`
}

func TestParallel(t *testing.T) {
	t.Parallel()
	kgo.NewClient(kgo.ConsumerGroup("parallel")) // want `"parallel" reaches kgo.ConsumerGroup in TestParallel`
}

// Unique IDs stay unreported.
func TestUnique(t *testing.T) {
	kgo.NewClient(kgo.ConsumerGroup("unique-" + t.Name()))
}

// With -kafkagroup.strict, one test and one benchmark that share a group are reused: with
// -bench, the benchmark resumes from the offsets the test committed.
func BenchmarkStrictJoin(b *testing.B) {
	kgo.NewClient(kgo.ConsumerGroup("strict-bench-and-test")) // want `"strict-bench-and-test" reaches kgo.ConsumerGroup in BenchmarkStrictJoin and also in TestStrictBesideBenchmark`
}

func TestStrictBesideBenchmark(t *testing.T) {
	kgo.NewClient(kgo.ConsumerGroup("strict-bench-and-test")) // want `"strict-bench-and-test" reaches kgo.ConsumerGroup in TestStrictBesideBenchmark and also in BenchmarkStrictJoin`
}
