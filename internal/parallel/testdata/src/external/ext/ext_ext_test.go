package ext_test

import (
	"testing"

	"external/ext"
)

func TestExternal(t *testing.T) { // want `region TestExternal parallel`
	t.Parallel()
	ext.API.Timeout = 1 // want `field-write ext\.API\.Timeout in TestExternal parallel`
}

func TestExternalSerial(t *testing.T) { // want `region TestExternalSerial serial`
	_ = ext.API // want `read ext\.API in TestExternalSerial serial`
}
