// Package envtables is configuration read from the environment, by names that tests keep in
// tables and that the package keeps in functions returning a literal.
package envtables

import "os"

// Region is the region the code under test uses.
func Region() string { return os.Getenv("TABLES_REGION") }

// Token is the credential the code under test sends.
func Token() string { return os.Getenv("TABLES_TOKEN") }

func reservedKeys() map[string]bool {
	return map[string]bool{
		"TABLES_SANDBOX": true,
		"TABLES_LOG_FD":  true,
	}
}

func runtimeKeys() map[string]bool {
	return map[string]bool{
		"TABLES_HANDLER": true,
	}
}

func lookupAll(keys map[string]bool) map[string]string {
	out := map[string]string{}
	for k := range keys {
		if v, ok := os.LookupEnv(k); ok {
			out[k] = v
		}
	}
	return out
}

// Reserved returns the reserved variables that are set.
func Reserved() map[string]string { return lookupAll(reservedKeys()) }

// Runtime returns the runtime variables that are set.
func Runtime() map[string]string { return lookupAll(runtimeKeys()) }
