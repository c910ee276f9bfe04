package sharedclient

import "testing"

func TestExported(t *testing.T) {
	for name, want := range map[string]string{
		"client": "Client", "api": "API", "apiClient": "APIClient", "httpClient": "HTTPClient",
		"rc": "Rc", "sdk": "Sdk", "idp": "Idp", "x": "X", "ürl": "Ürl",
	} {
		if got := exported(name); got != want {
			t.Errorf("exported(%q) = %q, want %q", name, got, want)
		}
	}
}
