package authsink

import (
	"testing"
)

func TestIsAuthHeader(t *testing.T) {
	for name, want := range map[string]bool{
		"Authorization": true, "authorization": true, "Proxy-Authorization": true, "Cookie": true,
		"X-Api-Key": true, "api-key": true, "Api_Key": true, "X-Goog-Api-Key": true,
		"X-Auth-Token": true, "X-Vault-Token": true, "X-Amz-Security-Token": true,
		"User-Agent": false, "Content-Type": false, "X-Request-Id": false, "Accept": false,
		"X-CSRF-Token": false, "X-XSRF-TOKEN": false, "Set-Cookie": false, "": false,
	} {
		if got := IsAuthHeader(name); got != want {
			t.Errorf("IsAuthHeader(%q) = %v, want %v", name, got, want)
		}
	}
}
