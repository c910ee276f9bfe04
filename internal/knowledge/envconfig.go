package knowledge

import "strings"

// This file is what configuration libraries do with the process environment when the
// variable's name is not a constant in their code: viper computes it from a key, its prefix
// and its replacer when the value is asked for. The engine reads the names where the
// application's code gives them (the constants of a BindEnv, the key of a Get after
// AutomaticEnv) and records a read of the variable there. The drift test
// (TestEnvConfigAPIsMatchTheLibraries) checks each key against the library that
// testdata/pins/current pins.

// An EnvConfigRole is what one configuration API does with the environment.
type EnvConfigRole int

const (
	// BindsEnv binds a key to variables (viper's BindEnv(key, names...)): it reads the names
	// given after the key, or, with none, the key's own variable (EnvConfigName).
	BindsEnv EnvConfigRole = iota + 1
	// ReadsKey asks for a key's value (Get, GetString...): once the package has turned
	// AutomaticEnv on, that reads the key's variable.
	ReadsKey
	// SetsEnvPrefix sets the prefix of the keys' variables (SetEnvPrefix("app")).
	SetsEnvPrefix
	// SetsEnvKeyReplacer sets the replacer applied to a variable's name
	// (SetEnvKeyReplacer(strings.NewReplacer(".", "_"))).
	SetsEnvKeyReplacer
	// TurnsOnAutomaticEnv makes every key read its variable (AutomaticEnv).
	TurnsOnAutomaticEnv
)

// ViperPath is the import path of spf13/viper.
const ViperPath = "github.com/spf13/viper"

// viperKeyReads are viper's getters: each reads the key it is given.
var viperKeyReads = []string{
	"Get", "GetString", "GetBool", "GetInt", "GetInt32", "GetInt64", "GetUint", "GetUint8", "GetUint16",
	"GetUint32", "GetUint64", "GetFloat64", "GetDuration", "GetTime", "GetIntSlice", "GetStringSlice",
	"GetStringMap", "GetStringMapString", "GetStringMapStringSlice", "GetSizeInBytes", "IsSet",
}

// EnvConfigAPIs are the configuration APIs that read the environment by computed names, by
// "pkgpath.Func" and "pkgpath.Type.Method". viper has both a package-level instance and
// the *Viper methods; the engine keeps one prefix, replacer and AutomaticEnv setting per
// analysed package, whichever instance sets them (applications set up one).
var EnvConfigAPIs = map[string]EnvConfigRole{}

func init() {
	for _, prefix := range []string{ViperPath + ".", ViperPath + ".Viper."} {
		EnvConfigAPIs[prefix+"BindEnv"] = BindsEnv
		EnvConfigAPIs[prefix+"SetEnvPrefix"] = SetsEnvPrefix
		EnvConfigAPIs[prefix+"SetEnvKeyReplacer"] = SetsEnvKeyReplacer
		EnvConfigAPIs[prefix+"AutomaticEnv"] = TurnsOnAutomaticEnv
		for _, get := range viperKeyReads {
			EnvConfigAPIs[prefix+get] = ReadsKey
		}
	}
}

// EnvConfigName returns the variable viper reads for key: the prefix and the key joined by
// an underscore and upper-cased, then the replacer's pairs applied (old, new, ...), as
// viper's mergeWithEnvPrefix and getEnv compute it. A name given to BindEnv gets the
// replacer only (key is then the name and prefix is "").
func EnvConfigName(prefix, key string, replacer []string) string {
	name := key
	if prefix != "" {
		name = prefix + "_" + key
	}
	name = strings.ToUpper(name)
	if len(replacer) >= 2 && len(replacer)%2 == 0 {
		name = strings.NewReplacer(replacer...).Replace(name)
	}
	return name
}
