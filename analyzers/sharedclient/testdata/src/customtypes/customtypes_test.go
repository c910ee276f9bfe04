package customtypes

import (
	"testing"

	"sdk"
)

var svc = sdk.New("http://svc")

func TestConfigure(t *testing.T) {
	t.Parallel()
	svc.SetRetries(3) // want `shared client "svc" is mutated here \(Retries, through sdk.Client.SetRetries\) and used by parallel test TestPing`
}

func TestPing(t *testing.T) {
	t.Parallel()
	svc.Ping() // want `shared client "svc" is used by parallel test TestPing; give each test its own client`
}
