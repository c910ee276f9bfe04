// Package viperbound reads its configuration with viper without AutomaticEnv: only the
// variables BindEnv names are read.
package viperbound

import "github.com/spf13/viper"

func Load() (url, token string) {
	_ = viper.BindEnv("token", "VIPERBOUND_TOKEN")
	return viper.GetString("url"), viper.GetString("token")
}
