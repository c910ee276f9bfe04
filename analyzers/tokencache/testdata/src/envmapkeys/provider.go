// Package envmapkeys reads a versioned set of environment variables, as a cloud SDK's
// resource principal provider does.
package envmapkeys

import "os"

// Provider reads the version, then the variables of that version.
func Provider() string {
	v, ok := os.LookupEnv("MAPKEYS_VERSION")
	if !ok {
		return ""
	}
	if v == "3" {
		return os.Getenv("MAPKEYS_REGION")
	}
	return os.Getenv("MAPKEYS_TOKEN")
}
