// Package viperenv is code under test that reads its configuration with viper: the prefix,
// the replacer and AutomaticEnv make the key db.url read VIPERENV_DB_URL, and BindEnv binds
// token to VIPERENV_API_TOKEN.
package viperenv

import (
	"strings"

	"github.com/spf13/viper"
)

type Config struct {
	URL, Token, Region string
}

func setup(v *viper.Viper) {
	v.SetEnvPrefix("viperenv")
	v.SetEnvKeyReplacer(strings.NewReplacer(".", "_"))
	v.AutomaticEnv()
}

func Load() Config {
	v := viper.New()
	setup(v)
	_ = v.BindEnv("token", "VIPERENV_API_TOKEN")
	return Config{URL: v.GetString("db.url"), Token: v.GetString("token")}
}
