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
// Tests name variables through tables too: the cases of a table test each set the variables
// of a map field (for k, v := range tc.env { os.Setenv(k, v) }), and a package keeps its
// reserved names in a function returning a literal. A Tables, made for one walked function,
// follows an expression back to the literals it may hold and gives their constants, and
// which of them one case alone holds (another instance of a subtest runs another case):
//
//	tab := &envnames.Tables{Pass: pass, Decls: idx, Unchanged: unchanged, ReadsOnly: readsOnly, Body: body}
//	tab.Held(keyExpr)       // the names k may hold: {List: [REGION TOKEN], OneCase: {TOKEN}}
//	tab.Names(mapExpr, true) // the keys of the map literals mapExpr may hold
//
// The engine (package parallel) records the reads under these names, so that a test
// that sets API_TOKEN and a loader that reads it are seen to share the variable.
package envnames
