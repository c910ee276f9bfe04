package guard

import (
	"strings"

	"context"
	"go.opentelemetry.io/otel"
	"testing"

	"go.opentelemetry.io/otel/attribute"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
)

// Each attempt is a span with the test, its worker, the resend count and the instance; the
// misrouted retry's span says so and names the other test in an event.
func TestSpansOfAMisroutedRetry(t *testing.T) {
	captureErrors(t)
	exporter := tracetest.NewInMemoryExporter()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(exporter))
	t.Cleanup(func() { tp.Shutdown(context.Background()) })

	srv := newService(t)
	srv.fail("/pay", 1)
	api := newClient(t, WithTracerProvider(tp))
	inst := instanceOf(api)
	s := newSteps(2)
	var aliceWorker, bobWorker int
	t.Run("group", func(t *testing.T) {
		t.Run("alice", func(t *testing.T) {
			t.Parallel()
			Track(t)
			send(t, api, "POST", srv.URL+"/login?user=alice", "")
			retry(t, api, "POST", srv.URL+"/pay", "amount=10", func(int) {
				close(s.turns[1])
				<-s.turns[2]
			})
			aliceWorker = workerOf(t)
		})
		t.Run("bob", func(t *testing.T) {
			t.Parallel()
			Track(t)
			<-s.turns[1]
			send(t, api, "POST", srv.URL+"/login?user=bob", "")
			bobWorker = workerOf(t)
			close(s.turns[2])
		})
	})
	if aliceWorker == bobWorker {
		t.Errorf("alice and bob ran at the same time with the same worker %d", aliceWorker)
	}

	spans := exporter.GetSpans()
	var pays []tracetest.SpanStub
	for _, sp := range spans {
		if attrs(sp)["url.full"].AsString() == srv.URL+"/pay" {
			pays = append(pays, sp)
		}
	}
	if len(pays) != 2 {
		t.Fatalf("got %d spans of POST /pay, want 2 attempts (all spans: %d)", len(pays), len(spans))
	}
	first, second := attrs(pays[0]), attrs(pays[1])
	alice := "TestSpansOfAMisroutedRetry/group/alice"
	for i, a := range []map[attribute.Key]attribute.Value{first, second} {
		if got := a[attrTestName].AsString(); got != alice {
			t.Errorf("attempt %d: test.name = %q, want %q", i+1, got, alice)
		}
		if got := a[attrTestWorker].AsInt64(); got != int64(aliceWorker) {
			t.Errorf("attempt %d: test.worker = %d, want %d", i+1, got, aliceWorker)
		}
		if got := a[attrInstance].AsString(); got != inst.String() {
			t.Errorf("attempt %d: %s = %q, want %q", i+1, attrInstance, got, inst)
		}
		if pays[i].Name != "POST" {
			t.Errorf("attempt %d: span name %q, want POST", i+1, pays[i].Name)
		}
	}
	if _, ok := first[attrResendCount]; ok {
		t.Errorf("first attempt has %s", attrResendCount)
	}
	if got := second[attrResendCount].AsInt64(); got != 1 {
		t.Errorf("retry: %s = %d, want 1", attrResendCount, got)
	}
	if first[attrMisrouted].AsBool() || !second[attrMisrouted].AsBool() {
		t.Errorf("%s = %v, %v; want false, true", attrMisrouted, first[attrMisrouted].AsBool(), second[attrMisrouted].AsBool())
	}
	if got := second["http.response.status_code"].AsInt64(); got != 200 {
		t.Errorf("retry status = %d", got)
	}
	if len(pays[1].Events) != 1 || pays[1].Events[0].Name != eventMisrouted {
		t.Fatalf("retry events = %+v, want one %s", pays[1].Events, eventMisrouted)
	}
	ev := map[attribute.Key]attribute.Value{}
	for _, kv := range pays[1].Events[0].Attributes {
		ev[kv.Key] = kv.Value
	}
	if got := ev[attrOtherTest].AsString(); got != "TestSpansOfAMisroutedRetry/group/bob" {
		t.Errorf("event %s = %q", attrOtherTest, got)
	}
	if got := ev[attrChanged].AsString(); got != `cookie "session"` {
		t.Errorf("event %s = %q", attrChanged, got)
	}
}

func attrs(sp tracetest.SpanStub) map[attribute.Key]attribute.Value {
	m := map[attribute.Key]attribute.Value{}
	for _, kv := range sp.Attributes {
		m[kv.Key] = kv.Value
	}
	return m
}

func workerOf(t *testing.T) int {
	theRun.mu.Lock()
	defer theRun.mu.Unlock()
	return theRun.byGoid[goid()].worker
}

// WithTestHeaders tells the server which test sent a request.
func TestTestHeaders(t *testing.T) {
	srv := newService(t)
	api := newClient(t, WithTestHeaders())
	t.Run("alice", func(t *testing.T) {
		Track(t)
		send(t, api, "GET", srv.URL+"/me", "")
	})
	srv.mu.Lock()
	defer srv.mu.Unlock()
	if len(srv.headers) != 1 {
		t.Fatalf("server saw %d requests", len(srv.headers))
	}
	h := srv.headers[0]
	if got := h.Get("X-Test-Name"); got != "TestTestHeaders/alice" {
		t.Errorf("X-Test-Name = %q", got)
	}
	if got, want := h.Get("X-Test-Run-Id"), runID; got != want || got == "" {
		t.Errorf("X-Test-Run-Id = %q, want %q", got, want)
	}
}

// Without WithTracerProvider, spans go to the global provider, also one set after the client
// was guarded.
func TestSpansGoToTheGlobalProvider(t *testing.T) {
	srv := newService(t)
	api := newClient(t)
	send(t, api, "GET", srv.URL+"/me", "") // no provider yet: no span, nothing breaks

	exporter := tracetest.NewInMemoryExporter()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(exporter))
	otel.SetTracerProvider(tp)
	t.Cleanup(func() {
		otel.SetTracerProvider(unsetProvider)
		tp.Shutdown(context.Background())
	})
	send(t, api, "GET", srv.URL+"/me", "")
	spans := exporter.GetSpans()
	if len(spans) != 1 {
		t.Fatalf("got %d spans, want 1", len(spans))
	}
	if got := attrs(spans[0])[attrTestName].AsString(); !strings.HasPrefix(got, "TestSpansGoToTheGlobalProvider") {
		t.Errorf("test.name = %q", got)
	}
}
