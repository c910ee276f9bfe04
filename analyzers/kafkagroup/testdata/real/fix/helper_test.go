package fix

import (
	"testing"

	"github.com/twmb/franz-go/pkg/kgo"
)

// The constant is written in a helper that has the test's t: the ID is declared there, and
// the finding is there, once for every caller.
func startConsumer(t *testing.T) *kgo.Client {
	t.Helper()
	cl, err := kgo.NewClient(kgo.ConsumerGroup("helper-group")) // want `"helper-group" reaches kgo.ConsumerGroup via fix.startConsumer in parallel test TestHelperWithT: concurrent tests`
	if err != nil {
		t.Fatal(err)
	}
	return cl
}

func consumeWith(t testing.TB, group string) {
	kgo.NewClient(kgo.ConsumerGroup(group))
}

// No *testing.T in the helper: no fix.
func startWithoutT() {
	kgo.NewClient(kgo.ConsumerGroup("no-t")) // want `"no-t" reaches kgo.ConsumerGroup via fix.startWithoutT in TestHelperWithoutT: .*; no fix: no \*testing.T in scope in startWithoutT; pass the test's t to it and derive the group from t.Name\(\)`
}

func TestHelperWithT(t *testing.T) {
	t.Parallel()
	startConsumer(t)
}

func TestHelperWithTAgain(t *testing.T) {
	t.Parallel()
	startConsumer(t)
}

func TestHelperParam(t *testing.T) {
	t.Parallel()
	consumeWith(t, "param-group") // want `"param-group" reaches kgo.ConsumerGroup via fix.consumeWith in TestHelperParam`
}

func TestHelperWithoutT(t *testing.T) {
	t.Parallel()
	startWithoutT()
}

// Replacing g would leave it unused: no fix.
func TestLocalVariable(t *testing.T) {
	t.Parallel()
	g := "local-var"
	kgo.NewClient(kgo.ConsumerGroup(g)) // want `"local-var" reaches kgo.ConsumerGroup in TestLocalVariable: .*; no fix: replacing the constant would leave g unused`
}

// The local variable has other uses: it stays, and the sink gets the new ID.
func TestLocalVariableUsed(t *testing.T) {
	t.Parallel()
	g := "local-used"
	t.Log("group", g)
	kgo.NewClient(kgo.ConsumerGroup(g)) // want `"local-used" reaches kgo.ConsumerGroup in TestLocalVariableUsed`
}

// The test's t is unnamed: no fix.
func TestUnnamed(_ *testing.T) {
	kgo.NewClient(kgo.ConsumerGroup("unnamed")) // want `"unnamed" reaches kgo.ConsumerGroup in TestUnnamed and also in TestInnerShadow: .*; no fix: no named \*testing.T in scope`
}

// t is shadowed in an inner block only: the declaration goes where t is the test's.
func TestInnerShadow(t *testing.T) {
	for _, t := range []int{1} {
		_ = t
		kgo.NewClient(kgo.ConsumerGroup("unnamed")) // want `"unnamed" reaches kgo.ConsumerGroup in TestInnerShadow and also in TestUnnamed`
	}
}
