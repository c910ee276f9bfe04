package orders_test

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/twmb/franz-go/pkg/kfake"
	"github.com/twmb/franz-go/pkg/kgo"

	"example.com/flaky/orders"
)

// consumerGroup is the group the billing service consumes with.
const consumerGroup = "billing-service"

// brokers is the address of the Kafka cluster that every test of the binary uses, started
// once in TestMain like a shared container.
var brokers []string

// fixtureInvoices are on the invoices topic before any test runs.
var fixtureInvoices = []orders.Invoice{
	{ID: "INV-1", Customer: "acme", Amount: 12000},
	{ID: "INV-2", Customer: "globex", Amount: 4550},
	{ID: "INV-3", Customer: "acme", Amount: 800},
	{ID: "INV-4", Customer: "initech", Amount: 99900},
}

func TestMain(m *testing.M) {
	cluster, err := kfake.NewCluster(kfake.NumBrokers(1), kfake.SeedTopics(6, "orders"), kfake.SeedTopics(1, "invoices"))
	if err != nil {
		fmt.Fprintln(os.Stderr, "start kafka:", err)
		os.Exit(1)
	}
	brokers = cluster.ListenAddrs()
	if err := seedInvoices(); err != nil {
		fmt.Fprintln(os.Stderr, "seed invoices:", err)
		os.Exit(1)
	}
	code := m.Run()
	cluster.Close()
	os.Exit(code)
}

func seedInvoices() error {
	cl, err := kgo.NewClient(kgo.SeedBrokers(brokers...))
	if err != nil {
		return err
	}
	defer cl.Close()
	for _, inv := range fixtureInvoices {
		if err := orders.Publish(context.Background(), cl, "invoices", inv.Customer, inv); err != nil {
			return err
		}
	}
	return nil
}

func newProducer(t *testing.T) *kgo.Client {
	t.Helper()
	cl, err := kgo.NewClient(kgo.SeedBrokers(brokers...))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cl.Close)
	return cl
}

// newConsumer returns a client that consumes topics as the billing service does.
func newConsumer(t *testing.T, topics ...string) *kgo.Client {
	t.Helper()
	cl, err := kgo.NewClient(
		kgo.SeedBrokers(brokers...),
		kgo.ConsumerGroup(consumerGroup),
		kgo.ConsumeTopics(topics...),
		kgo.ConsumeResetOffset(kgo.NewOffset().AtStart()),
	)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cl.Close)
	return cl
}

// consume polls cl until keep has accepted n records, committing each batch once it is
// handled as the billing service does, and fails the test if that takes longer than ten
// seconds.
func consume(t *testing.T, cl *kgo.Client, n int, keep func(*kgo.Record) bool) []*kgo.Record {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var got []*kgo.Record
	for len(got) < n {
		fetches := cl.PollFetches(ctx)
		if ctx.Err() != nil {
			t.Fatalf("got %d of %d records before the deadline", len(got), n)
		}
		if err := fetches.Err(); err != nil {
			t.Fatalf("poll: %v", err)
		}
		fetches.EachRecord(func(r *kgo.Record) {
			if keep(r) {
				got = append(got, r)
			}
		})
		if err := cl.CommitUncommittedOffsets(ctx); err != nil {
			t.Fatalf("commit: %v", err)
		}
	}
	return got
}
