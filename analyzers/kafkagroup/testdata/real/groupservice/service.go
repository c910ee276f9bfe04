// Package groupservice is a service that consumes a topic with a group consumer of its
// own: its constructor starts the loop that reads and marks, so a test that only closes
// the service still moves the group's offsets.
package groupservice

import "example.com/real/groupprotocol"

type Service struct{ c *groupprotocol.Consumer }

func New(addrs []string, group string) (*Service, error) {
	c, err := groupprotocol.NewConsumer(addrs, group, []string{"payments"})
	if err != nil {
		return nil, err
	}
	s := &Service{c: c}
	go s.run()
	return s, nil
}

func (s *Service) run() {
	for msg := range s.c.Messages() {
		s.c.MarkOffset(msg, "")
	}
}

func (s *Service) Close() error { return s.c.Close() }
