// Package gomock is a stub of go.uber.org/mock/gomock with the signatures kafkagroup knows.
package gomock

type TestReporter interface {
	Errorf(format string, args ...any)
	Fatalf(format string, args ...any)
}

type Controller struct{ T TestReporter }

func NewController(t TestReporter, opts ...any) *Controller { return &Controller{T: t} }

func (c *Controller) Finish() {}
