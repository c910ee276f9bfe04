// Package kafkagroup defines an Analyzer that reports constant Kafka consumer group IDs
// shared by tests that run concurrently or one after another against the same broker.
//
// # Analyzer kafkagroup
//
// kafkagroup: report constant Kafka consumer group IDs shared by concurrent tests
//
// Consumers in one group split the topic's partitions and share its committed offsets. When
// two tests consume with the same constant group ID, a parallel sibling steals half of the
// messages, and a later test (or the next CI run against the same broker) resumes from the
// offsets an earlier one committed and sees nothing. Such tests pass alone and fail in the
// suite.
//
// A group ID is constant when it is a string literal, a constant, a package-level variable
// initialized from constants and never reassigned (or assigned once from constants in
// TestMain or init), a value returned by a helper that builds it from constants only, or a
// concatenation or fmt.Sprintf of those; a field of a table of test cases (tc.group) is
// constant when every case gives it the same constant. Anything that mixes in t.Name(), a random,
// time-based or uuid value, the environment, a flag or an unknown call is not constant.
// A helper parameter is followed into the helper, in any package: a call passes a constant
// to a group-ID sink when the helper's parameter reaches one. A function literal held in a
// local variable that is never assigned again is a helper too (var newConsumerOf =
// func(group string) ... in a Ginkgo container). So are a team's own wrappers,
// in any package: a field of a configuration struct the helper copies into the library's
// (consumer.New(consumer.Config{GroupID: "orders"})), a constructor that keeps the group
// in the value it returns and a method of that value that joins it later (p :=
// NewPoller(addrs, "orders"); p.Start(ctx), unless a method that replaces the field, or a
// function given a pointer to the value that may write it, runs in between: a validator
// or a logger that only reads the settings keeps the group, a function that writes the
// field, one of another package that the analysis has no summary of (json.Unmarshal), or
// one that stores the pointer makes it unknown; a poller never started joins nothing), a builder whose methods set the group and return the builder
// (NewBuilder().WithGroup("orders").Build()), and functional options (Subscribe(topic, Group("orders")), where Group returns
// a closure that sets a field of its argument, also behind an interface that a function
// type adapts, and Subscribe applies its variadic options in a range loop; an option
// built but not passed, or not applied, sets nothing; a field that starts with a random
// value is known where an option sets it; an option function that returns another's
// option, as a named setting over a broker's generic one, sets what that one sets; a wrapper
// that passes its own options on unchanged, with opts..., leaves the group to its callers'
// options). A method called through the interface a
// constructor returns (b := NewBroker(addr); b.Subscribe(topic, WithQueue("orders"))) is
// the method of the type the constructor builds, when every return of the constructor
// builds that one type and the receiver is not assigned again. A
// defined type over a library's configuration (type ReaderConfig kafka.ReaderConfig), or a
// struct that embeds it, has the library's group field. A package-level variable
// whose initializer builds a consumer configuration with a constant group (var cfg =
// kafka.ReaderConfig{GroupID: "orders"}) is a use of that group wherever a test reaches it.
//
// The group-ID sinks are:
//
//   - github.com/IBM/sarama and github.com/Shopify/sarama: NewConsumerGroup(addrs, groupID,
//     cfg), NewConsumerGroupFromClient(groupID, client), NewOffsetManagerFromClient(groupID,
//     client); and the group of a group request that a Broker sends, for a wrapper that
//     speaks the group protocol itself (sarama-cluster's NewConsumer joins in a goroutine):
//     the GroupId of the JoinGroup, SyncGroup and Heartbeat requests, the ConsumerGroup of
//     CommitOffset's, the GroupID of TxnOffsetCommit's. A request only built, or encoded
//     as sarama's protocol tests do, joins nothing; nor do LeaveGroup (it needs the member
//     ID of a join), FetchOffset (administrators read offsets too), AddOffsetsToTxn, and
//     the requests that look at groups from outside (DescribeGroups, ListGroups,
//     DeleteGroups, DeleteOffsets, FindCoordinator);
//   - github.com/segmentio/kafka-go: ReaderConfig{GroupID: ...}, ConsumerGroupConfig{ID: ...};
//   - github.com/confluentinc/confluent-kafka-go/kafka and its /v2/kafka: ConfigMap{"group.id":
//     ...}, m["group.id"] = ..., m.SetKey("group.id", ...), m.Set("group.id=...");
//   - github.com/twmb/franz-go/pkg/kgo: ConsumerGroup(groupID);
//   - github.com/lovoo/goka: NewProcessor(brokers, graph, ...), with the group of the
//     DefineGroup call that built the graph (followed through local and package-level
//     variables and helpers that return a graph); DefineGroup alone only describes a
//     graph, NewView joins no group, and a processor that is discarded or only inspected
//     (Graph, Stop) never runs;
//   - github.com/ThreeDotsLabs/watermill-kafka (pkg/kafka, any major version):
//     SubscriberConfig{ConsumerGroup: ...};
//   - those named by -kafkagroup.sinks.
//
// A consumer of confluent-kafka-go (NewConsumer) or a sarama consumer group or offset
// manager joins its group, or reads or commits its offsets, only when the code calls one
// of its methods that does (Subscribe, Assign, Commit..., Poll; sarama's Consume and
// ManagePartition). One that the test discards, or only closes, compares or asks for
// metadata, watermarks and offsets for times, never joins, and its group is not counted;
// nor does a confluent-kafka-go consumer that is assigned partitions at explicit offsets
// (not OffsetStored, not left unset) and only polls or reads them, never subscribing nor
// committing.
// The consumer is followed through locals, both branches of an if, closures and interface
// method calls, and out of the package's helpers that return it: a helper's consumer
// joins in the callers that make it join, and the finding names those only; so does a
// configuration that a test passes to a helper which builds the consumer and returns it.
// One passed to a function, stored in a field or a package-level variable, or returned
// from an exported function whose callers are elsewhere counts. A segmentio/kafka-go
// Reader or a franz-go client joins as it is built.
//
// Rules, each with its own diagnostic category:
//
//   - parallel: a constant group ID reaches a sink from code that may run at the same time
//     as another join of the same group, as Go's test scheduler runs tests: two parallel
//     tests after their t.Parallel(), two parallel subtests of one parent, a parallel subtest
//     started in a loop or per table case (its instances run together), a b.RunParallel
//     body, directly or through helpers; and a constructor that the test hands to a shared
//     suite which calls it in parallel subtests, one per case (watermill's
//     tests.TestPubSub(t, features, createPubSub, ...)): its instances join together. The joins of a lone parallel test, code before
//     t.Parallel(), a parent and its own parallel subtests, a parallel subtest and a
//     sequential sibling, and a benchmark and a test never run at the same time; a consumer
//     created in a sync.Once body (or OnceFunc, OnceValue) joins once, whoever calls it.
//   - reused: the same constant group ID reaches sinks from two or more test functions of
//     the package that do not join it at the same time (two sequential tests, a sequential
//     test and a parallel one, a test's code before t.Parallel() and another test's):
//     offsets committed by one are seen by the next. At least two of them must be tests, and
//     the site reported must be reached from a test: a benchmark runs only with -bench, after
//     every test, so a benchmark's own join, and a group that one test and a benchmark share,
//     are reported in strict mode only. Each method of a
//     testify suite that suite.Run runs, and each Ginkgo spec that RunSpecs runs, is a test
//     of its own here: they run one after another. A field of a package-level settings struct (testconf.GroupID) is constant
//     when every assignment to it writes the same constant and nothing else writes the
//     struct but a JSON, XML, YAML or TOML decoder (a settings file names one group for the
//     whole run, as the default does). A test whose consumer only joins and is closed (a
//     client library's test that a second consumer on one client is refused) reads no
//     offsets and leaves none, and is no party to a reuse: the engine says so when the test
//     calls the library that sends the group protocol's requests itself, with no handler,
//     and nothing in the constructor's or Close's code reads a fetched message's position
//     (for a library of another package than the test's, that package tells as a fact).
//   - strict (only with -kafkagroup.strict): any other constant group ID that reaches a sink
//     from test code, such as the group of a single test, parallel or not. CI reruns share a
//     broker, and go test ./... runs packages in parallel.
//
// Each diagnostic names the test and, as related information, the declaration of the
// constant and the sinks of the other tests using the same group (three by name, then how
// many more).
//
// A finding goes where its fix goes, once. A group that reaches a sink through a helper
// that many tests call is one finding: at the constant when a helper of the package writes
// it (its fix declares the unique ID in that helper, for every caller), at the group in the
// initializer of a package-level configuration, or at the first call when the helper writes
// it in another package (no fix). A helper that is given the group by its callers is
// reported at each call that writes the constant: each test then declares an ID of its own.
//
// The packages that declare the sinks are analysed too: a library's own tests.
//
// Not reported: consumers of a test that creates its own broker (a kfake.NewCluster
// cluster, a sarama.NewMockBroker, confluent-kafka-go's NewMockCluster, goka's
// tester.New(t) or WithTester, a goka processor given a consumer-group builder other than
// goka's own (a mock, the tester's), a gomock controller, a testcontainers Kafka or
// Redpanda container, a container that dockertest's Pool runs for the test, also through
// helpers), since no other test can reach it; an empty
// group ID, which is no group; a consumer configuration that names no broker (no Brokers
// field, no bootstrap.servers key) and goes only to its own library (a library's dry tests
// of its consumer API), directly or through a wrapper in any package that hands it on
// unchanged to the library (a tracing package's NewConsumer(conf, opts...)), a sink given nil for its addresses or client, and a franz-go
// option handed to a library function other than NewClient (an option validator);
// group IDs that only reach admin or cleanup calls (DeleteConsumerGroup, DeleteGroups); IDs
// that a helper makes unique (a helper that appends a random suffix: the value it passes
// on is not constant); IDs built from t.Name(), random or uuid values; consumers of one
// group inside a single test, parallel or not, that runs as one instance (a rebalance test
// shares its group on purpose; strict mode reports them);
// producer-only code; consumer configurations that never reach a consumer: a configuration
// (a literal, a helper's result, or a local variable holding one, followed through copies)
// whose every use compares, prints or validates it, calls a method of it that returns no
// client (cfg.Validate(), m.SetKey), or writes a field or key of it (want :=
// kafka.ReaderConfig{GroupID: "orders"} checked with reflect.DeepEqual, go-cmp or testify; a
// test of cfg.Validate()), while a configuration passed to any other function, returned or
// stored is a use of its group; code that no test reaches.
//
// Example: with TestRefunds, also parallel, consuming with the same group,
//
//	const group = "orders-it"
//
//	func TestOrders(t *testing.T) {
//		t.Parallel()
//		cl, _ := kgo.NewClient(kgo.SeedBrokers(addr), kgo.ConsumerGroup(group), kgo.ConsumeTopics("orders"))
//		...
//	}
//
// is reported (parallel); the suggested fix gives each test its own group:
//
//	func TestOrders(t *testing.T) {
//		t.Parallel()
//		groupID := group + "-" + strings.ReplaceAll(t.Name(), "/", "-") + "-" + rand.Text()[:8]
//		cl, _ := kgo.NewClient(kgo.SeedBrokers(addr), kgo.ConsumerGroup(groupID), kgo.ConsumeTopics("orders"))
//		...
//	}
//
// The fix declares the unique ID once in the test (or subtest) and replaces the constant at
// every sink of that test, so consumers that shared a group inside one test still do; the
// test's admin and cleanup calls on the same group (DeleteConsumerGroup, DeleteGroups,
// FetchOffsets) move to the new ID with them. The ID starts from the constant the consumer
// names (a literal is copied), so the constant stays in use. The random suffix uses crypto/rand (Go 1.24 and later; an import already named rand gets
// another name) or the current time on older Go versions. When the constant is passed in a
// helper that takes a *testing.T (or testing.TB), the ID is declared in that helper. A
// constructor that a shared suite calls per case (or a literal handed to it) gets the case's
// name without a random suffix: the suite calls it again within one case (a reconnect, a
// second subscriber that continues the first one's offsets), and every call must get the
// same group. There is
// no fix when no *testing.T is in scope where the constant is written, when the constant is
// written in another package, when replacing it would leave a local variable unused, when
// the test also depends on the group's name (the constant or variable used elsewhere in the
// test, outside t.Log, or a string literal holding the name: an assertion, an expected
// value, a topic or table named after the group), or when the goka graph persists a table,
// whose topic goka names after the group (the group's name and "-table"); the message then
// says so.
//
// Flags:
//
//	-kafkagroup.strict
//	    also report constant group IDs that no other test joins (a single test's, parallel or not)
//	-kafkagroup.sinks=pkgpath.Func:argIndex,pkgpath.Type.Method:argIndex.Field,pkgpath.Type.Field,...
//	    more group-ID sinks: a function or method argument (0-based, receiver not counted),
//	    or a field of it (argIndex.Field, up to three fields deep: 0.Request.Group), or a
//	    struct field
package kafkagroup
