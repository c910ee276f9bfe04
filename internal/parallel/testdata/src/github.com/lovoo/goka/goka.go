// Package goka is a stub of github.com/lovoo/goka with the signatures kafkagroup knows.
package goka

import (
	"context"

	"github.com/IBM/sarama"
)

type Group string

type Stream string

type Table string

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

type edge struct{ topic string }

func (e edge) String() string { return e.topic }
func (e edge) Topic() string  { return e.topic }

func Input(topic Stream, c Codec, cb ProcessCallback) Edge { return edge{topic: string(topic)} }
func Loop(c Codec, cb ProcessCallback) Edge                { return edge{} }
func Join(topic Table, c Codec) Edge                       { return edge{topic: string(topic)} }
func Lookup(topic Table, c Codec) Edge                     { return edge{topic: string(topic)} }
func Output(topic Stream, c Codec) Edge                    { return edge{topic: string(topic)} }

// Persist makes the group keep a table in the topic <group>-table.
func Persist(c Codec) Edge { return edge{} }

// GroupTable is the table topic of a group: <group>-table.
func GroupTable(group Group) Table { return Table(string(group) + "-table") }

type GroupGraph struct{ group string }

func DefineGroup(group Group, edges ...Edge) *GroupGraph { return &GroupGraph{group: string(group)} }

func (gg *GroupGraph) Group() Group       { return Group(gg.group) }
func (gg *GroupGraph) GroupTable() Edge   { return edge{topic: gg.group + "-table"} }
func (gg *GroupGraph) Validate() error    { return nil }
func (gg *GroupGraph) InputStreams() Edge { return edge{} }

type ConsumerGroupBuilder func(brokers []string, group, clientID string) (sarama.ConsumerGroup, error)

func DefaultConsumerGroupBuilder(brokers []string, group, clientID string) (sarama.ConsumerGroup, error) {
	return sarama.NewConsumerGroup(brokers, group, sarama.NewConfig())
}

func ConsumerGroupBuilderWithConfig(config *sarama.Config) ConsumerGroupBuilder {
	return func(brokers []string, group, clientID string) (sarama.ConsumerGroup, error) {
		return sarama.NewConsumerGroup(brokers, group, config)
	}
}

type TopicManager interface{ Close() error }

type TopicManagerBuilder func(brokers []string) (TopicManager, error)

type Tester interface {
	ConsumerGroupBuilder() ConsumerGroupBuilder
	TopicManagerBuilder() TopicManagerBuilder
	RegisterGroupGraph(*GroupGraph) string
}

type poptions struct{}

type ProcessorOption func(*poptions, *GroupGraph)

func WithTester(t Tester) ProcessorOption { return func(*poptions, *GroupGraph) {} }
func WithConsumerGroupBuilder(cgb ConsumerGroupBuilder) ProcessorOption {
	return func(*poptions, *GroupGraph) {}
}
func WithTopicManagerBuilder(tmb TopicManagerBuilder) ProcessorOption {
	return func(*poptions, *GroupGraph) {}
}
func WithClientID(clientID string) ProcessorOption { return func(*poptions, *GroupGraph) {} }

type Processor struct{ graph *GroupGraph }

func NewProcessor(brokers []string, gg *GroupGraph, options ...ProcessorOption) (*Processor, error) {
	return &Processor{graph: gg}, nil
}

func (g *Processor) Run(ctx context.Context) error { return nil }
func (g *Processor) Graph() *GroupGraph            { return g.graph }
func (g *Processor) Stop()                         {}

type voptions struct{}

type ViewOption func(*voptions, Table, Codec)

type View struct{}

func NewView(brokers []string, topic Table, codec Codec, options ...ViewOption) (*View, error) {
	return &View{}, nil
}

func (v *View) Run(ctx context.Context) error { return nil }
