package guard

import (
	"context"
	"net/http"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"
)

// Span attributes. test.name, test.worker and the fixturelint.* keys are the guard's own;
// the others are OpenTelemetry's HTTP semantic conventions.
const (
	attrTestName    = attribute.Key("test.name")
	attrTestWorker  = attribute.Key("test.worker")
	attrResendCount = attribute.Key("http.request.resend_count")
	attrInstance    = attribute.Key("fixturelint.transport.id")
	attrMisrouted   = attribute.Key("fixturelint.misrouted")
	attrOtherTest   = attribute.Key("fixturelint.other_test")
	attrChanged     = attribute.Key("fixturelint.changed")
	attrKind        = attribute.Key("fixturelint.kind")
	eventMisrouted  = "fixturelint.misrouted"
)

var clientSpan = []trace.SpanStartOption{trace.WithSpanKind(trace.SpanKindClient)}

// unsetProvider is the global tracer provider before any is set: spans started through it
// record nothing until otel.SetTracerProvider replaces it.
var unsetProvider = otel.GetTracerProvider()

// noSpan is a span that records nothing, for requests sent while no provider is set.
var noSpan = trace.SpanFromContext(context.Background())

// startSpan starts the span of one attempt; none while no tracer provider is set, so that the
// guard costs little then.
func startSpan(inst *instance, req *http.Request) (context.Context, trace.Span) {
	tracer := inst.tracer
	if inst.global {
		// The global provider as it is now: one set after the client was guarded, or
		// replaced since, gets the spans.
		tp := otel.GetTracerProvider()
		if tp == unsetProvider {
			return req.Context(), noSpan
		}
		tracer = tp.Tracer(tracerName)
	}
	return tracer.Start(req.Context(), req.Method, clientSpan...)
}

// endSpan describes the attempt on its span and ends it. The attributes are set at the end
// because a retry of a request with a body is known only once the body was sent. They are
// built only when the span records.
func (r *run) endSpan(span trace.Span, inst *instance, req *http.Request, obs observation, resp *http.Response, err error) {
	if !span.IsRecording() {
		span.End()
		return
	}
	attrs := []attribute.KeyValue{
		attribute.String("http.request.method", req.Method),
		attribute.String("url.full", req.URL.Redacted()),
		attribute.String("server.address", req.URL.Hostname()),
		attrInstance.String(inst.String()),
		attrMisrouted.Bool(len(obs.found) > 0),
	}
	if obs.attempt > 1 {
		attrs = append(attrs, attrResendCount.Int(obs.attempt-1))
	}
	r.mu.Lock()
	if obs.test != nil {
		attrs = append(attrs, attrTestName.String(r.displayName(obs.test)), attrTestWorker.Int(obs.test.worker))
	}
	var events [][]attribute.KeyValue
	for _, f := range obs.found {
		events = append(events, []attribute.KeyValue{
			attrKind.String(f.Kind), attrOtherTest.String(r.displayName(f.other)), attrChanged.String(f.changed()),
		})
	}
	r.mu.Unlock()
	span.SetAttributes(attrs...)
	for _, e := range events {
		span.AddEvent(eventMisrouted, trace.WithAttributes(e...))
	}
	if err != nil {
		span.RecordError(err)
		span.SetStatus(codes.Error, err.Error())
	} else {
		span.SetAttributes(attribute.Int("http.response.status_code", resp.StatusCode))
		if resp.StatusCode >= 500 {
			span.SetStatus(codes.Error, resp.Status)
		}
	}
	span.End()
}
