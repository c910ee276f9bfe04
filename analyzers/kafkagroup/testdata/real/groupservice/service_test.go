package groupservice

import "testing"

var addrs = []string{"localhost:9092"}

// The tests only close the service, whose own loop reads and marks: both count.
func TestProcessesA(t *testing.T) {
	s, err := New(addrs, "payments") // want `"payments" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupservice.New in TestProcessesA and also in TestProcessesB`
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
}

func TestProcessesB(t *testing.T) {
	s, err := New(addrs, "payments") // want `"payments" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupservice.New in TestProcessesB and also in TestProcessesA`
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
}
