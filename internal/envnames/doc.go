// Package envnames says which environment variables a piece of configuration code reads
// when no constant at the call names them.
//
// Configuration loaders compute the names: env.Parse(&cfg) and envconfig.Process("app",
// &spec) read, for each field of the struct they are given, the variable its struct tag
// names, or one made of a prefix and the field's name; os.ExpandEnv reads the variables its
// template mentions; viper turns a key into a variable with its prefix and replacer. At the
// call the struct's type and the constants are known, and so are the names:
//
//	type Config struct {
//		Token string `env:"API_TOKEN"`
//		Host  string // no tag: APP_HOST with the prefix "APP"
//	}
//
//	c := envnames.NewCollector()
//	c.Tagged(configType)           // API_TOKEN
//	c.Prefixed(configType, "APP_") // APP_HOST
//	c.Names()                      // [API_TOKEN APP_HOST]
//
// The engine (package parallel) records the reads under these names, so that a test
// that sets API_TOKEN and a loader that reads it are seen to share the variable.
package envnames
