package kafka

import "testing"

// The library's own tests are analysed: the package that declares the sink is relevant.
func TestReaderOwnGroup(t *testing.T) {
	t.Parallel()
	r := NewReader(ReaderConfig{Brokers: []string{"localhost:9092"}, GroupID: "lib-group", Topic: "t"}) // want `constant consumer group "lib-group" reaches kafka.ReaderConfig.GroupID in TestReaderOwnGroup`
	defer r.Close()
}

// No group: nothing shared.
func TestReaderNoGroup(t *testing.T) {
	t.Parallel()
	r := NewReader(ReaderConfig{Brokers: []string{"localhost:9092"}, Topic: "t"})
	defer r.Close()
}
