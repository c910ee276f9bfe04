package directive

import "testing"

//fixturelint:ignore sharedclient
var calls int

func TestCount(t *testing.T) {
	calls++
}
