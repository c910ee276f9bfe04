package insert

import (
	"math/rand"
	"testing"
)

func TestParallel(t *testing.T) { // want `fix here`
	t.Parallel()
	_ = rand.Int()
}

func TestSerial(t *testing.T) { // want `fix here`
	_ = rand.Int()
}

func TestEmpty(t *testing.T) {} // want `fix here`

func TestShadow(t *testing.T) { // want `fix here`
	id := 1
	{
		t.Parallel()
	}
	_ = id
}
