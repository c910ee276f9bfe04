// Package message is a stub of github.com/ThreeDotsLabs/watermill/message.
package message

type Message struct{ UUID string }

type Publisher interface {
	Publish(topic string, messages ...*Message) error
	Close() error
}

type Subscriber interface {
	Close() error
}
