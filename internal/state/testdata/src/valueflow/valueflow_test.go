package valueflow

import (
	"testing"
)

func TestClose(t *testing.T) {
	c := NewClient()
	defer c.Close()
}
