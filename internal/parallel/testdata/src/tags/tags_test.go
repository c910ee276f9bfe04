package tags

import (
	"net/http"
	"testing"
)

var client = &http.Client{}

func TestDefault(t *testing.T) { // want `region TestDefault parallel`
	t.Parallel()
	_ = client // want `read tags\.client in TestDefault parallel`
}
