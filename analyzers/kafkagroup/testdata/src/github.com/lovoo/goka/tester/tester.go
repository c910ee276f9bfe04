// Package tester is a stub of github.com/lovoo/goka/tester with the signatures kafkagroup
// knows.
package tester

import "github.com/lovoo/goka"

type T interface {
	Errorf(format string, args ...interface{})
	Fatalf(format string, args ...interface{})
	Fatal(a ...interface{})
}

type Tester struct{ t T }

func New(t T) *Tester { return &Tester{t: t} }

func (tt *Tester) ConsumerGroupBuilder() goka.ConsumerGroupBuilder { return nil }

func (tt *Tester) TopicManagerBuilder() goka.TopicManagerBuilder { return nil }

func (tt *Tester) RegisterGroupGraph(gg *goka.GroupGraph) string { return "" }
