package testconf

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/confluentinc/confluent-kafka-go/v2/kafka"
	"github.com/stretchr/testify/suite"
)

// The suite's settings: defaults, or what testconf.json says. Whichever it is, every test
// that reads testconf.GroupID joins that one group.
var testconf struct {
	Brokers string
	GroupID string
}

const defaultGroupID = "testgroup"

func testconfRead() bool {
	testconf.GroupID = defaultGroupID
	f, err := os.Open("testconf.json")
	if err != nil {
		return false
	}
	defer f.Close()
	return json.NewDecoder(f).Decode(&testconf) == nil
}

// A benchmark that joins the group too: benchmarks run only with -bench, after the tests, so
// its own site is not reported; the tests' findings name the tests that reuse it first.
func BenchmarkConsume(b *testing.B) {
	if !testconfRead() {
		b.Skip("no testconf.json")
	}
	subscribe(kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": testconf.Brokers, "group.id": testconf.GroupID}))
}

type IntegrationSuite struct {
	suite.Suite
}

// The suite's methods run one after another, each a test of its own that joins the group
// the previous one committed offsets in.
func (s *IntegrationSuite) TestSeek() {
	subscribe(kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": testconf.Brokers, "group.id": testconf.GroupID})) // want `constant consumer group "testgroup" reaches kafka.ConfigMap\["group.id"\] in TestIntegration/TestSeek and also in TestIntegration/TestWatermarks: each test resumes from the offsets the other committed; no fix: in a testify suite method`
}

func (s *IntegrationSuite) TestWatermarks() {
	subscribe(kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": testconf.Brokers, "group.id": testconf.GroupID})) // want `constant consumer group "testgroup" reaches kafka.ConfigMap\["group.id"\] in TestIntegration/TestWatermarks and also in TestIntegration/TestSeek`
}

func TestIntegration(t *testing.T) {
	if !testconfRead() {
		t.Skip("no testconf.json")
	}
	suite.Run(t, new(IntegrationSuite))
}

// Negatives: a field that tests set to their own values, and one whose address escapes to
// code that may write anything, have no constant value.
var settings struct {
	Group   string
	Shared  string
	Escaped string
}

func TestOwnGroupA(t *testing.T) {
	settings.Group = "a"
	subscribe(kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": testconf.Brokers, "group.id": settings.Group}))
}

func TestOwnGroupB(t *testing.T) {
	settings.Group = "b"
	subscribe(kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": testconf.Brokers, "group.id": settings.Group}))
}

func fill(p *string) { *p = os.Getenv("GROUP") }

func TestEscapedA(t *testing.T) {
	settings.Escaped = "escaped"
	fill(&settings.Escaped)
	subscribe(kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": testconf.Brokers, "group.id": settings.Escaped}))
}

func TestEscapedB(t *testing.T) {
	subscribe(kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": testconf.Brokers, "group.id": settings.Escaped}))
}

// subscribe joins the group of the consumer it is given: a consumer that the test only
// builds joins none.
func subscribe(c *kafka.Consumer, err error) {
	if err == nil {
		c.Subscribe("orders", nil)
	}
}
