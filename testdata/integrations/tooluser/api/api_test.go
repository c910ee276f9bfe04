package api

import "testing"

//fixturelint:ignore tokencache
var token string

func TestToken(t *testing.T) {
	t.Parallel()
	_ = token
}
