// Package crosspkg is test input for the sharedclient analyzer.
package crosspkg
