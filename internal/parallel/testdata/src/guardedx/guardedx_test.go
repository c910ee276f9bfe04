package guardedx

import (
	"testing"

	"guardlib"
)

func TestHelpers(t *testing.T) { // want `region TestHelpers parallel`
	t.Parallel()
	guardlib.NewClient() // want `read guardlib\.Client in TestHelpers parallel via guardlib\.NewClient` `read http\.DefaultTransport in TestHelpers parallel via guardlib\.NewClient` `field-write guardlib\.Client\.Transport in TestHelpers parallel via guardlib\.NewClient guarded http\.DefaultTransport` `read http\.DefaultTransport in TestHelpers parallel via guardlib\.NewClient guarded http\.DefaultTransport` `read guardlib\.Client in TestHelpers parallel via guardlib\.NewClient`
	guardlib.Wrap()      // want `read guardlib\.Transport in TestHelpers parallel via guardlib\.Wrap`
}
