// Package groupjoin says which calls and fields join a Kafka consumer group, and whether a
// consumer built from a configuration really joins.
//
// A group ID is only a hazard where a consumer joins its group with a broker: two
// parallel tests that join the same group split its partitions and commit each other's
// offsets. The places where that happens are sinks, taken from the library knowledge
// (knowledge.GroupArgFuncs, GroupFields and their neighbours) and from the
// -kafkagroup.sinks flag:
//
//	sarama.NewConsumerGroup(addrs, "orders", cfg)  // argument 1 is a sink
//	kafka.ReaderConfig{GroupID: "orders"}          // field GroupID is a sink
//	broker.JoinGroup(&sarama.JoinGroupRequest{GroupId: "orders"}) // a field of an argument
//
// A SinkSet holds the sinks of one run. A sink reached is not yet a join: a confluent
// consumer assigned explicit partitions joins nothing, a reader built from a config
// without brokers never reaches a broker, and a constructor that only connects joins when
// its caller polls. A Judge answers those questions for one package, over the package's
// own uses of each configuration and consumer, and exports a WrapperFact for functions
// that hand a configuration on unchanged to the library, so that the same judgement
// holds through a wrapper in another package.
//
// The helpers on field paths ("Kafka.GroupID"), keys of functions and types, and the
// shapes of admin calls (GroupAdminExprs: calls that name a group but join nothing) are
// shared with package stringflow, which follows the constants to these sinks.
package groupjoin
