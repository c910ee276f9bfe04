package constants

import (
	"crypto/rand"
	"flag"
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/twmb/franz-go/pkg/kgo"
)

const base = "svc"

var (
	fromConst  = base + "-var"      // initialized from constants, never written
	reassigned = "reassigned"       // written by a test: not constant
	fromMain   string               // set once in TestMain from a constant
	fromEnv    = os.Getenv("GROUP") // not constant
	fromFlag   = flag.String("group", "g", "consumer group")
)

func TestMain(m *testing.M) {
	fromMain = base + "-main"
	os.Exit(m.Run())
}

func TestConstantForms(t *testing.T) {
	t.Parallel()
	kgo.NewClient(kgo.ConsumerGroup(base))                          // want `"svc" reaches`
	kgo.NewClient(kgo.ConsumerGroup(fromConst))                     // want `"svc-var" reaches`
	kgo.NewClient(kgo.ConsumerGroup(fromMain))                      // want `"svc-main" reaches`
	kgo.NewClient(kgo.ConsumerGroup(base + "-concat"))              // want `"svc-concat" reaches`
	kgo.NewClient(kgo.ConsumerGroup(fmt.Sprintf("%s-%d", base, 7))) // want `"svc-7" reaches`
	local := base + "-local"
	kgo.NewClient(kgo.ConsumerGroup(local))                // want `"svc-local" reaches`
	kgo.NewClient(kgo.ConsumerGroup(groupName()))          // want `"svc-helper" reaches`
	kgo.NewClient(kgo.ConsumerGroup(join(base, "joined"))) // want `"svc-joined" reaches`
	consume(base + "-param")                               // want `"svc-param" reaches kgo.ConsumerGroup via constants.consume in TestConstantForms`
}

func TestNotConstant(t *testing.T) {
	t.Parallel()
	reassigned = "other"
	kgo.NewClient(kgo.ConsumerGroup(reassigned))
	kgo.NewClient(kgo.ConsumerGroup(fromEnv))
	kgo.NewClient(kgo.ConsumerGroup(*fromFlag))
	kgo.NewClient(kgo.ConsumerGroup(os.Getenv("KAFKA_GROUP")))
	kgo.NewClient(kgo.ConsumerGroup(base + "-" + t.Name()))
	kgo.NewClient(kgo.ConsumerGroup(fmt.Sprintf("%s-%s", base, t.Name())))
	kgo.NewClient(kgo.ConsumerGroup(base + strconv.FormatInt(time.Now().UnixNano(), 36)))
	kgo.NewClient(kgo.ConsumerGroup(base + rand.Text()))
	kgo.NewClient(kgo.ConsumerGroup(unique(base)))
	consume(unique("svc"))
	var changed = base
	changed += "-x"
	kgo.NewClient(kgo.ConsumerGroup(changed))
	for _, g := range []string{"a", "b"} {
		kgo.NewClient(kgo.ConsumerGroup(g))
	}
}

func groupName() string { return base + "-helper" }

func join(a, b string) string { return a + "-" + b }

// unique appends a random suffix: what it returns is not constant.
func unique(prefix string) string { return prefix + "-" + rand.Text()[:8] }

func consume(group string) {
	kgo.NewClient(kgo.ConsumerGroup(group))
}

func consumeGeneric[T any](group string, _ T) {
	kgo.NewClient(kgo.ConsumerGroup(group))
}

type harness struct{ clients []*kgo.Client }

func (h *harness) consume(group string) {
	cl, _ := kgo.NewClient(kgo.ConsumerGroup(group))
	h.clients = append(h.clients, cl)
}
