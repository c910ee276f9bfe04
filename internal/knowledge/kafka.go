package knowledge

import (
	"strconv"
	"strings"
)

// This file is what the Kafka client libraries do with consumer group IDs, as the
// kafkagroup check needs it: which functions, methods and fields take a group and join it,
// which constructors join only later and which of their methods never do, which calls give
// a test a broker of its own, and which calls administer a group without joining it.
//
// Keys name an API as "pkgpath.Func", "pkgpath.Type.Method" or "pkgpath.Type.Field", with
// the package path normalized by NormalizePath: path elements that are major versions
// ("v2", "v3") are removed, so that one entry covers every major version of a library.
// TestKafkaAPIsMatchTheLibraries checks every key against the real libraries at the versions
// testdata/pins/kafka pins.

// A GroupArg is the argument of a function or method that holds a group ID: argument Index
// (receiver not counted), or, when Path is not empty, the field at that path of the argument
// (a request whose field names the group).
type GroupArg struct {
	Index int
	Path  string
}

// GroupArgFuncs are functions and methods ("pkg.Func", "pkg.Type.Method") that take a
// group ID, with the argument that holds it.
var GroupArgFuncs = map[string]GroupArg{
	"github.com/IBM/sarama.NewConsumerGroup":               {Index: 1},
	"github.com/IBM/sarama.NewConsumerGroupFromClient":     {Index: 0},
	"github.com/IBM/sarama.NewOffsetManagerFromClient":     {Index: 0},
	"github.com/Shopify/sarama.NewConsumerGroup":           {Index: 1},
	"github.com/Shopify/sarama.NewConsumerGroupFromClient": {Index: 0},
	"github.com/Shopify/sarama.NewOffsetManagerFromClient": {Index: 0},
	"github.com/twmb/franz-go/pkg/kgo.ConsumerGroup":       {Index: 0},
}

// SaramaGroupRequests are the methods of sarama's Broker that send a consumer-group request
// as a member of the group named in a field of the request: a wrapper that implements the
// group protocol itself (JoinGroup, then SyncGroup, Heartbeat, and the group's offsets)
// joins the group it puts there. A request is a join only when it is sent: sarama's own
// protocol tests build every request type and only encode and decode it.
//
// Not here: LeaveGroup (it leaves with the member ID of an earlier join, which counts
// already), AddOffsetsToTxn (it only adds the group's offsets partition to a transaction,
// whose TxnOffsetCommit commits), FetchOffset (a read of the group's offsets, which
// administrators make too, as sarama's ClusterAdmin.ListConsumerGroupOffsets does; a
// member that resumes from them also joins or commits), and requests that act on groups
// from outside: DescribeGroups, ListGroups, ConsumerGroupDescribe, DeleteGroups,
// DeleteOffsets, FindCoordinator.
var SaramaGroupRequests = map[string]GroupArg{
	"Broker.JoinGroup":       {Index: 0, Path: "GroupId"},
	"Broker.SyncGroup":       {Index: 0, Path: "GroupId"},
	"Broker.Heartbeat":       {Index: 0, Path: "GroupId"},
	"Broker.CommitOffset":    {Index: 0, Path: "ConsumerGroup"}, // commits the group's offsets
	"Broker.TxnOffsetCommit": {Index: 0, Path: "GroupID"},       // commits them in a transaction
}

// GroupFields are struct fields ("pkg.Type.Field") that hold a group ID.
var GroupFields = map[string]bool{
	"github.com/segmentio/kafka-go.ReaderConfig.GroupID":                                true,
	"github.com/segmentio/kafka-go.ConsumerGroupConfig.ID":                              true,
	"github.com/ThreeDotsLabs/watermill-kafka/pkg/kafka.SubscriberConfig.ConsumerGroup": true,
}

// GroupConfigMaps are string-keyed configuration maps whose "group.id" key holds a group ID.
var GroupConfigMaps = map[string]bool{
	"github.com/confluentinc/confluent-kafka-go/kafka.ConfigMap": true,
}

// ConfigElementMethods are methods of configuration types that return one element of the
// configuration, not the configuration: a consumer given that element never gets the
// group ID from the configuration. ConfigMap.Get returns the value of one key (a string,
// a number, or the topic-level map under "default.topic.config", which holds no group).
var ConfigElementMethods = map[string]bool{
	"github.com/confluentinc/confluent-kafka-go/kafka.ConfigMap.Get": true,
}

// LazyJoinFuncs are consumer constructors whose consumer neither joins its group nor reads
// or commits the group's offsets until the code calls one of its methods that does (see
// GroupFreeMethods): building it only connects to the brokers. The first result is the
// consumer.
//
// Constructors that start the group themselves are not here, and a configuration or group
// ID that reaches them always counts: segmentio/kafka-go's NewReader with a GroupID starts
// its consumer group in a goroutine at once (go r.run(cg)), and franz-go's kgo.NewClient
// with ConsumerGroup and ConsumeTopics joins as soon as the first metadata response
// arrives, with no call of the client's.
var LazyJoinFuncs = map[string]bool{
	// rd_kafka_new creates the group handle, which looks up the coordinator and stays idle
	// until Subscribe or Assign.
	"github.com/confluentinc/confluent-kafka-go/kafka.NewConsumer": true,
	// newConsumerGroup only builds the struct; the JoinGroup request is sent by Consume.
	"github.com/IBM/sarama.NewConsumerGroup":               true,
	"github.com/IBM/sarama.NewConsumerGroupFromClient":     true,
	"github.com/Shopify/sarama.NewConsumerGroup":           true,
	"github.com/Shopify/sarama.NewConsumerGroupFromClient": true,
	// An offset manager fetches the group's offsets of a partition in ManagePartition and
	// commits only the partitions it manages.
	"github.com/IBM/sarama.NewOffsetManagerFromClient":     true,
	"github.com/Shopify/sarama.NewOffsetManagerFromClient": true,
}

// GroupFreeMethods are methods ("pkg.Type.Method", Type the first result of a constructor
// of LazyJoinFuncs) that neither join the consumer's group nor read or write its committed
// offsets, when nothing else made the consumer join. A method missing here counts as a
// join: the Subscribe and Assign families (Assign reads the group's committed offsets to
// start from), the Commit and Store families, Committed (an OffsetFetch of the group),
// Poll, ReadMessage and Events (they deliver what a subscription fetches), Seek (to
// OffsetStored it fetches the group's offset), GetConsumerGroupMetadata (it feeds
// Producer.SendOffsetsToTransaction, which commits the group's offsets), sarama's Consume
// and ManagePartition.
var GroupFreeMethods = map[string]bool{
	// Local state of the handle.
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.String":   true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.IsClosed": true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.Logs":     true,
	// Read what only a join fills: empty without one.
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.Subscription":         true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.Assignment":           true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.AssignmentLost":       true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.GetRebalanceProtocol": true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.Position":             true,
	// Cluster queries that name topics and partitions, never the group: a Metadata
	// request, ListOffsets requests, and the watermarks cached from fetches.
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.GetMetadata":           true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.QueryWatermarkOffsets": true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.GetWatermarkOffsets":   true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.OffsetsForTimes":       true,
	// Credentials of the connections.
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.SetSaslCredentials":         true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.SetOAuthBearerToken":        true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.SetOAuthBearerTokenFailure": true,
	// Undo or pause a subscription or an assignment, of which there is none: they join
	// nothing and, with nothing assigned, commit nothing.
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.Unsubscribe":         true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.Unassign":            true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.IncrementalUnassign": true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.Pause":               true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.Resume":              true,
	// rd_kafka_consumer_close leaves a group only after a join, and commits only the
	// offsets of an assignment.
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.Close": true,

	// Close leaves the group only with the member ID that Consume's join gives; Errors is
	// a channel; Pause and Resume act on the partition consumers of a session.
	"github.com/IBM/sarama.ConsumerGroup.Close":         true,
	"github.com/IBM/sarama.ConsumerGroup.Errors":        true,
	"github.com/IBM/sarama.ConsumerGroup.Pause":         true,
	"github.com/IBM/sarama.ConsumerGroup.Resume":        true,
	"github.com/IBM/sarama.ConsumerGroup.PauseAll":      true,
	"github.com/IBM/sarama.ConsumerGroup.ResumeAll":     true,
	"github.com/Shopify/sarama.ConsumerGroup.Close":     true,
	"github.com/Shopify/sarama.ConsumerGroup.Errors":    true,
	"github.com/Shopify/sarama.ConsumerGroup.Pause":     true,
	"github.com/Shopify/sarama.ConsumerGroup.Resume":    true,
	"github.com/Shopify/sarama.ConsumerGroup.PauseAll":  true,
	"github.com/Shopify/sarama.ConsumerGroup.ResumeAll": true,
	// Commit and Close flush the offsets of the partitions ManagePartition added: none.
	"github.com/IBM/sarama.OffsetManager.Commit":     true,
	"github.com/IBM/sarama.OffsetManager.Close":      true,
	"github.com/Shopify/sarama.OffsetManager.Commit": true,
	"github.com/Shopify/sarama.OffsetManager.Close":  true,
}

// AssignedFreeMethods are methods of a consumer assigned explicit offsets that neither
// join its group nor read its committed offsets.
var AssignedFreeMethods = map[string]bool{
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.Assign":      true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.Poll":        true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.ReadMessage": true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.Events":      true,
}

// TestBrokerFuncs create a broker that lives in the test that calls them (or make the
// test's clients mocks): a consumer of such a test joins no shared broker.
var TestBrokerFuncs = map[string]bool{
	"github.com/twmb/franz-go/pkg/kfake.NewCluster":                   true,
	"github.com/IBM/sarama.NewMockBroker":                             true,
	"github.com/IBM/sarama.NewMockBrokerAddr":                         true,
	"github.com/IBM/sarama.NewMockBrokerListener":                     true,
	"github.com/Shopify/sarama.NewMockBroker":                         true,
	"github.com/Shopify/sarama.NewMockBrokerAddr":                     true,
	"github.com/Shopify/sarama.NewMockBrokerListener":                 true,
	"github.com/lovoo/goka/tester.New":                                true,
	"github.com/lovoo/goka.WithTester":                                true,
	"github.com/confluentinc/confluent-kafka-go/kafka.NewMockCluster": true,
	// A gomock controller: the test's Kafka clients are mocks.
	"go.uber.org/mock/gomock.NewController":       true,
	"github.com/golang/mock/gomock.NewController": true,
	// A Kafka (or Redpanda) container started by the test.
	"github.com/testcontainers/testcontainers-go/modules/kafka.Run":             true,
	"github.com/testcontainers/testcontainers-go/modules/kafka.RunContainer":    true,
	"github.com/testcontainers/testcontainers-go/modules/redpanda.Run":          true,
	"github.com/testcontainers/testcontainers-go/modules/redpanda.RunContainer": true,
	// A container that dockertest (any major version) starts for the test (a Kafka image,
	// in a test that consumes): it lives until the test purges it.
	"github.com/ory/dockertest.Pool.Run":                         true,
	"github.com/ory/dockertest.Pool.RunWithOptions":              true,
	"github.com/ory/dockertest.Pool.BuildAndRun":                 true,
	"github.com/ory/dockertest.Pool.BuildAndRunWithOptions":      true,
	"github.com/ory/dockertest.Pool.BuildAndRunWithBuildOptions": true,
}

// BrokerFields are the fields and configuration keys that give a consumer its brokers.
var BrokerFields = map[string][]string{
	"github.com/segmentio/kafka-go.ReaderConfig":                          {"Brokers", "Dialer"},
	"github.com/segmentio/kafka-go.ConsumerGroupConfig":                   {"Brokers", "Dialer"},
	"github.com/ThreeDotsLabs/watermill-kafka/pkg/kafka.SubscriberConfig": {"Brokers"},
	"github.com/confluentinc/confluent-kafka-go/kafka.ConfigMap":          {"bootstrap.servers", "metadata.broker.list"},
}

// OptionSinks are sinks that make an option; the option joins a group only through the
// library's client constructor.
var OptionSinks = map[string]string{
	"github.com/twmb/franz-go/pkg/kgo.ConsumerGroup": "github.com/twmb/franz-go/pkg/kgo.NewClient",
}

// GroupAdminCalls take a group ID without joining the group: deleting it, reading its
// offsets. They are never reported, but when a fix gives a test its own group, the test's
// admin and cleanup calls on the old constant move to the new ID too, so that the test still
// cleans up the group it consumed with. The index is that of the group argument (receiver
// not counted); a []string literal or the variadic arguments there hold several groups.
var GroupAdminCalls = map[string]int{
	"github.com/IBM/sarama.ClusterAdmin.DeleteConsumerGroup":                            0,
	"github.com/Shopify/sarama.ClusterAdmin.DeleteConsumerGroup":                        0,
	"github.com/twmb/franz-go/pkg/kadm.Client.DeleteGroups":                             1,
	"github.com/twmb/franz-go/pkg/kadm.Client.FetchOffsets":                             1,
	"github.com/confluentinc/confluent-kafka-go/kafka.AdminClient.DeleteConsumerGroups": 1,
}

// SaramaPaths are the import paths of sarama, whose Broker sends the requests of
// SaramaGroupRequests.
var SaramaPaths = []string{"github.com/IBM/sarama", "github.com/Shopify/sarama"}

// GroupIDKey is the key of a configuration map (GroupConfigMaps) that holds the group ID.
const GroupIDKey = "group.id"

// NormalizePath removes major version elements ("v2") from an import path.
func NormalizePath(path string) string {
	if !strings.Contains(path, "/v") {
		return path
	}
	elems := strings.Split(path, "/")
	out := elems[:0]
	for i, e := range elems {
		if i > 0 && isMajor(e) {
			continue
		}
		out = append(out, e)
	}
	return strings.Join(out, "/")
}

// isMajor reports whether e is a major version path element: v2, v3, ...
func isMajor(e string) bool {
	if len(e) < 2 || e[0] != 'v' {
		return false
	}
	n, err := strconv.Atoi(e[1:])
	return err == nil && n >= 2 && e[1] != '0'
}

// NormalizeKey normalizes the package path of a "pkgpath.Name..." key.
func NormalizeKey(key string) string {
	slash := strings.LastIndex(key, "/")
	if slash < 0 {
		return key
	}
	dir, last := key[:slash], key[slash+1:]
	if elem, rest, ok := strings.Cut(last, "."); ok && isMajor(elem) {
		return NormalizePath(dir) + "." + rest // the path ends in a major version
	}
	return NormalizePath(dir) + "/" + last
}
