package setenvlast

import (
	"os"
	"testing"
)

// The only use of os in the file: replacing it would leave the import unused.
func TestOnlyUse(t *testing.T) {
	os.Setenv("A", "1") // want `kept`
}
