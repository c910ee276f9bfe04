// Package orders is a small API client whose tests log in with OAuth2 client credentials.
package orders

import (
	"context"
	"fmt"
	"io"
	"net/http"
)

// List returns the orders that the API at baseURL lists for the client's credentials.
func List(ctx context.Context, client *http.Client, baseURL string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, baseURL+"/orders", nil)
	if err != nil {
		return "", err
	}
	resp, err := client.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return "", err
	}
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("GET /orders: %s: %s", resp.Status, body)
	}
	return string(body), nil
}
