// Package goka is a stub of github.com/lovoo/goka with the signatures kafkagroup knows.
package goka

type Group string

type Stream string

type Codec interface {
	Encode(value interface{}) (data []byte, err error)
	Decode(data []byte) (value interface{}, err error)
}

type Context interface {
	Emit(topic Stream, key string, value interface{})
}

type ProcessCallback func(ctx Context, msg interface{})

type Edge interface {
	String() string
	Topic() string
}

type inputStream struct{ topic Stream }

func (e inputStream) String() string { return string(e.topic) }
func (e inputStream) Topic() string  { return string(e.topic) }

func Input(topic Stream, c Codec, cb ProcessCallback) Edge { return inputStream{topic: topic} }

type GroupGraph struct{ group string }

func DefineGroup(group Group, edges ...Edge) *GroupGraph { return &GroupGraph{group: string(group)} }

type Tester interface {
	RegisterGroupGraph(*GroupGraph)
}

type poptions struct{}

type ProcessorOption func(*poptions, *GroupGraph)

func WithTester(t Tester) ProcessorOption { return func(*poptions, *GroupGraph) {} }

type Processor struct{}

func NewProcessor(brokers []string, gg *GroupGraph, options ...ProcessorOption) (*Processor, error) {
	return &Processor{}, nil
}
