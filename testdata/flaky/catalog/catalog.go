// Package catalog is a client of a product catalog API.
package catalog

import (
	"fmt"
	"io"
	"net/http"
)

// Client reads products from the catalog API at Base through HTTP.
type Client struct {
	HTTP *http.Client
	Base string
}

// Product returns the name of the product with the given ID.
func (c *Client) Product(id string) (string, error) {
	resp, err := c.HTTP.Get(c.Base + "/products/" + id)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("product %s: %s", id, resp.Status)
	}
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}
