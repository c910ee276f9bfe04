// Package sdkglobal mirrors an API SDK that keeps its key in a package-level variable, as
// stripe-go does with stripe.Key, and sends it with every call.
package sdkglobal

import "net/http"

// Key is the API key every call sends.
var Key string

// Call sends a request with the package's key.
func Call(path string) (*http.Response, error) {
	req, err := http.NewRequest("GET", "https://api.example.com"+path, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+Key)
	return http.DefaultClient.Do(req)
}

// SetKey stores the caller's key.
func SetKey(k string) { Key = k }

// Secret signs the requests of Signed.
var Secret string

// SetSecret stores the caller's secret.
func SetSecret(s string) { Secret = s }

// Signed sends a request signed with the package's secret.
func Signed(path string) (*http.Response, error) {
	req, err := http.NewRequest("GET", "https://api.example.com"+path, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Signature "+Secret)
	return http.DefaultClient.Do(req)
}
