// Package crosspkg is tested with a helper package's token cache.
package crosspkg
