package orders

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/twmb/franz-go/pkg/kfake"
	"github.com/twmb/franz-go/pkg/kgo"
)

// The consumer group of the service under test, shared by every test below.
const group = "orders-service"

// One fake cluster for the whole package, as a real suite shares one broker.
var cluster *kfake.Cluster

func TestMain(m *testing.M) {
	c, err := kfake.NewCluster(kfake.NumBrokers(1), kfake.SeedTopics(2, Topic))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	cluster = c
	code := m.Run()
	c.Close()
	os.Exit(code)
}

func publish(t *testing.T, prefix string, n int) {
	t.Helper()
	cl, err := kgo.NewClient(kgo.SeedBrokers(cluster.ListenAddrs()...))
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()
	var keys []string
	for i := range n {
		keys = append(keys, fmt.Sprintf("%s-%d", prefix, i))
	}
	if err := Publish(context.Background(), cl, keys...); err != nil {
		t.Fatal(err)
	}
}

// waitFor consumes with the given group until it has seen n events whose key starts with
// prefix.
func waitFor(t *testing.T, cl *kgo.Client, prefix string, n int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	seen := 0
	for seen < n {
		fetches := cl.PollFetches(ctx)
		if ctx.Err() != nil {
			t.Fatalf("saw %d of %d %s events: %v", seen, n, prefix, ctx.Err())
		}
		fetches.EachRecord(func(r *kgo.Record) {
			if strings.HasPrefix(string(r.Key), prefix+"-") {
				seen++
			}
		})
	}
}

func consume(t *testing.T, groupID, prefix string, n int) {
	t.Helper()
	cl, err := kgo.NewClient(
		kgo.SeedBrokers(cluster.ListenAddrs()...),
		kgo.ConsumerGroup(groupID),
		kgo.ConsumeTopics(Topic),
		kgo.ConsumeResetOffset(kgo.NewOffset().AtStart()),
	)
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()
	waitFor(t, cl, prefix, n)
}

func TestOrderCreated(t *testing.T) {
	t.Parallel()
	publish(t, "created", 20)
	consume(t, group, "created", 20)
}

func TestOrderCancelled(t *testing.T) {
	t.Parallel()
	publish(t, "cancelled", 20)
	consume(t, group, "cancelled", 20)
}

func TestOrderShipped(t *testing.T) {
	t.Parallel()
	publish(t, "shipped", 20)
	cl, err := kgo.NewClient(
		kgo.SeedBrokers(cluster.ListenAddrs()...),
		kgo.ConsumerGroup(group),
		kgo.ConsumeTopics(Topic),
		kgo.ConsumeResetOffset(kgo.NewOffset().AtStart()),
	)
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()
	waitFor(t, cl, "shipped", 20)
}
