// want package:"kafka"

// Package readerwrap wraps kafka-go's reader: WrapperFact names the parameters that
// reach the library unchanged. The real kafka.NewReader joins the group itself (it starts
// NewConsumerGroup with ID: config.GroupID), so the package uses a group-ID sink.
package readerwrap

import (
	"log"

	"github.com/segmentio/kafka-go"
)

type Reader struct {
	*kafka.Reader
	topic string
}

// NewReader builds the reader from cfg as given; reading cfg afterwards changes nothing.
func NewReader(name string, cfg kafka.ReaderConfig) *Reader { // want NewReader:`handsOnWithoutBroker\(1\)` NewReader:`field\(Reader.config.GroupID=param1.GroupID\) field\(Reader.config.Topic=param1.Topic\) field\(topic=param1.Topic\)`
	r := kafka.NewReader(cfg)
	log.Println(name, cfg.Topic)
	return &Reader{Reader: r, topic: cfg.Topic}
}

// WithInit builds the reader in the if statement's initializer, which always runs.
func WithInit(cfg kafka.ReaderConfig) (*Reader, error) { // want WithInit:`handsOnWithoutBroker\(0\)` WithInit:`field\(Reader.config.GroupID=param0.GroupID\) field\(Reader.config.Topic=param0.Topic\)`
	if r := kafka.NewReader(cfg); r != nil {
		return &Reader{Reader: r}, nil
	}
	return nil, nil
}

// Local gives cfg brokers before the library sees it.
func Local(cfg kafka.ReaderConfig) *Reader { // want Local:`field\(Reader.config.GroupID=param0.GroupID\) field\(Reader.config.Topic=param0.Topic\)`
	cfg.Brokers = []string{"localhost:9092"}
	return &Reader{Reader: kafka.NewReader(cfg)}
}

// Branch builds the reader on one branch only.
func Branch(cfg kafka.ReaderConfig, ok bool) *Reader { // want Branch:`field\(Reader.config.GroupID=param0.GroupID\) field\(Reader.config.Topic=param0.Topic\)`
	if ok {
		return &Reader{Reader: kafka.NewReader(cfg)}
	}
	return nil
}

// Deferred builds the reader in a closure, which may run after anything: it hands no
// fields on, and the closure's NewReader joins cfg's group, which the caller's
// ReaderConfig.GroupID reports where it is written: no sink of its own.
func Deferred(cfg kafka.ReaderConfig) func() *Reader {
	return func() *Reader { return &Reader{Reader: kafka.NewReader(cfg)} }
}

// Helper hands cfg to a function outside the library first.
func Helper(cfg kafka.ReaderConfig) *Reader { // want Helper:`field\(Reader.config.GroupID=param0.GroupID\) field\(Reader.config.Topic=param0.Topic\)`
	return &Reader{Reader: kafka.NewReader(withBrokers(cfg))}
}

func withBrokers(cfg kafka.ReaderConfig) kafka.ReaderConfig { // want withBrokers:`field\(GroupID=param0.GroupID\) field\(Topic=param0.Topic\)`
	cfg.Brokers = []string{"localhost:9092"}
	return cfg
}
