package fixes_test

import (
	"testing"

	"github.com/fixturelint/fixturelint/internal/fixes"
)

func TestExported(t *testing.T) {
	for name, want := range map[string]string{
		"client": "Client", "api": "API", "apiClient": "APIClient", "httpClient": "HTTPClient",
		"rc": "Rc", "sdk": "Sdk", "idp": "Idp", "x": "X", "ürl": "Ürl",
	} {
		if got := fixes.Exported(name); got != want {
			t.Errorf("Exported(%q) = %q, want %q", name, got, want)
		}
	}
}
