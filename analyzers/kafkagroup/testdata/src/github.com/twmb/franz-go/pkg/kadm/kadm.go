// Package kadm is a stub of github.com/twmb/franz-go/pkg/kadm with the signatures kafkagroup
// knows.
package kadm

import (
	"context"

	"github.com/twmb/franz-go/pkg/kgo"
)

type Client struct{ cl *kgo.Client }

func NewClient(cl *kgo.Client) *Client { return &Client{cl: cl} }

type DeleteGroupResponses map[string]struct{}

func (cl *Client) DeleteGroups(ctx context.Context, groups ...string) (DeleteGroupResponses, error) {
	return nil, nil
}
