package gokagraph

import (
	"context"
	"testing"

	"github.com/lovoo/goka"
)

var brokers = []string{"localhost:9092"}

const group goka.Group = "orders"

// The group is followed from DefineGroup to the processor that runs the graph.
func TestLocalGraph(t *testing.T) {
	t.Parallel()
	graph := goka.DefineGroup(group, goka.Input("in", nil, nil))
	p, _ := goka.NewProcessor(brokers, graph) // want `constant consumer group "orders" reaches goka.NewProcessor in TestLocalGraph`
	p.Run(context.Background())
}

var sharedGraph = goka.DefineGroup("package-graph", goka.Input("in", nil, nil))

func TestPackageGraph(t *testing.T) {
	t.Parallel()
	p, _ := goka.NewProcessor(brokers, sharedGraph) // want `"package-graph" reaches goka.NewProcessor in TestPackageGraph: .*; no fix: the graph is the package-level variable sharedGraph; define it in the test`
	p.Run(context.Background())
}

func ordersGraph() *goka.GroupGraph {
	return goka.DefineGroup("helper-graph", goka.Input("in", nil, nil))
}

func graphFor(g goka.Group) *goka.GroupGraph {
	return goka.DefineGroup(g, goka.Input("in", nil, nil))
}

func TestHelperGraph(t *testing.T) {
	t.Parallel()
	p, _ := goka.NewProcessor(brokers, ordersGraph()) // want `"helper-graph" reaches goka.NewProcessor in TestHelperGraph`
	p.Run(context.Background())
	p2, _ := goka.NewProcessor(brokers, graphFor("param-graph")) // want `"param-graph" reaches goka.NewProcessor in TestHelperGraph`
	p2.Run(context.Background())
}

// A helper that runs a processor is a join point for its callers.
func runProcessor(ctx context.Context, g goka.Group) error {
	p, err := goka.NewProcessor(brokers, goka.DefineGroup(g, goka.Input("in", nil, nil)))
	if err != nil {
		return err
	}
	return p.Run(ctx)
}

func TestRunHelper(t *testing.T) {
	t.Parallel()
	runProcessor(context.Background(), "run-helper") // want `"run-helper" reaches goka.NewProcessor via gokagraph.runProcessor in TestRunHelper`
}

// Tests that build, validate or inspect graphs join no group.
func TestGraphOnly(t *testing.T) {
	t.Parallel()
	g := goka.DefineGroup(group, goka.Input("in", nil, nil), goka.Persist(nil))
	if err := g.Validate(); err != nil {
		t.Fatal(err)
	}
	if g.Group() != group {
		t.Fatal("group")
	}
	_ = goka.GroupTable(group)
}

// A processor that is never run joins no group: constructor and option tests.
func TestProcessorNotRun(t *testing.T) {
	t.Parallel()
	if _, err := goka.NewProcessor(brokers, goka.DefineGroup(group)); err != nil {
		t.Fatal(err)
	}
	p, _ := goka.NewProcessor(brokers, goka.DefineGroup(group))
	if p.Graph().Group() != group {
		t.Fatal("group")
	}
	goka.NewProcessor(brokers, goka.DefineGroup(group))
}

// A view reads a table; it joins no consumer group.
func TestView(t *testing.T) {
	t.Parallel()
	v, _ := goka.NewView(brokers, goka.GroupTable(group), nil)
	v.Run(context.Background())
}

// A graph passed in by the caller is not followed.
func runGraph(ctx context.Context, g *goka.GroupGraph) {
	p, _ := goka.NewProcessor(brokers, g)
	p.Run(ctx)
}

func TestGraphParam(t *testing.T) {
	t.Parallel()
	runGraph(context.Background(), goka.DefineGroup("param"))
}
