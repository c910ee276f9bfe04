// Package kfake is a stub of github.com/twmb/franz-go/pkg/kfake with the signatures
// kafkagroup knows.
package kfake

type cfg struct{}

type Opt interface{ apply(*cfg) }

type opt struct{}

func (opt) apply(*cfg) {}

func NumBrokers(n int) Opt { return opt{} }

func SeedTopics(partitions int32, ts ...string) Opt { return opt{} }

type Cluster struct{}

func NewCluster(opts ...Opt) (*Cluster, error) { return &Cluster{}, nil }

func (c *Cluster) ListenAddrs() []string { return nil }

func (c *Cluster) Close() {}
