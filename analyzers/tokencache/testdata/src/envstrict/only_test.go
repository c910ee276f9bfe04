package envstrict

import (
	"os"
	"testing"
)

// The write is the file's only use of os: t.Setenv would leave the import unused, so
// there is no fix.
func TestOnlyUse(t *testing.T) {
	os.Setenv("ONLY_TOKEN", "a") // want `environment variable "ONLY_TOKEN" is set by TestOnlyUse and never restored`
}
