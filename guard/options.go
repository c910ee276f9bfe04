package guard

import "go.opentelemetry.io/otel/trace"

// An Option configures Client and Transport.
type Option func(*options)

type options struct {
	provider trace.TracerProvider
	headers  bool
}

// WithTracerProvider sends the spans to tp instead of the global tracer provider.
func WithTracerProvider(tp trace.TracerProvider) Option {
	return func(o *options) { o.provider = tp }
}

// WithTestHeaders sets X-Test-Run-Id (GITHUB_RUN_ID, or "local") and X-Test-Name on each
// request, so that a server's logs can be matched with the test that sent a request.
func WithTestHeaders() Option {
	return func(o *options) { o.headers = true }
}

func buildOptions(opts []Option) options {
	var o options
	for _, opt := range opts {
		opt(&o)
	}
	return o
}

const tracerName = "github.com/fixturelint/fixturelint/guard"

// tracer returns the tracer of the provider given with WithTracerProvider, nil for the
// global provider, which startSpan asks for at each span.
func (o options) tracer() trace.Tracer {
	if o.provider != nil {
		return o.provider.Tracer(tracerName)
	}
	return nil
}
