// Package tracewrap wraps confluent-kafka-go's consumer as tracing packages do.
package tracewrap

import ckafka "github.com/confluentinc/confluent-kafka-go/v2/kafka"

type Consumer struct {
	*ckafka.Consumer
	conf *ckafka.ConfigMap
}

// NewConsumer hands conf on unchanged to the library; what it does with conf afterwards
// does not change the consumer.
func NewConsumer(conf *ckafka.ConfigMap, opts ...string) (*Consumer, error) {
	c, err := ckafka.NewConsumer(conf)
	if err != nil {
		return nil, err
	}
	return &Consumer{Consumer: c, conf: withDefaults(conf)}, nil
}

// NewLocalConsumer gives the configuration the suite's broker before the library sees it.
func NewLocalConsumer(conf *ckafka.ConfigMap) (*Consumer, error) {
	withDefaults(conf)
	c, err := ckafka.NewConsumer(conf)
	return &Consumer{Consumer: c}, err
}

// NewConsumerIf builds the consumer only on one branch, after other code may have run.
func NewConsumerIf(conf *ckafka.ConfigMap, local bool) (*Consumer, error) {
	if local {
		withDefaults(conf)
	}
	if !local {
		c, err := ckafka.NewConsumer(conf)
		return &Consumer{Consumer: c}, err
	}
	return nil, nil
}

func withDefaults(conf *ckafka.ConfigMap) *ckafka.ConfigMap {
	(*conf)["bootstrap.servers"] = "localhost:9092"
	return conf
}

func (c *Consumer) Subscribe(topic string) error { return c.Consumer.Subscribe(topic, nil) }
