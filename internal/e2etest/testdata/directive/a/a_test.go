package a

import "testing"

//fixturelint:ignore sharedclient
var counter int

func TestA(t *testing.T) {
	t.Parallel()
	counter++
}
