// Package gockonly reaches http.DefaultTransport only through gock.
package gockonly
