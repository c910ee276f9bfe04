package envnames

import (
	"slices"
	"testing"
)

func TestTagEnvNames(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		tag  string
		want []string
	}{
		{`env:"PORT"`, []string{"PORT"}},
		{`env:"DB_URL,required" envDefault:"localhost"`, []string{"DB_URL"}},
		{`envconfig:"port" default:"8080"`, []string{"port"}},
		{`arg:"--token,env:API_TOKEN" help:"the token"`, []string{"API_TOKEN"}},
		{`conf:"default:1s,env:TIMEOUT"`, []string{"TIMEOUT"}},
		{`json:"PORT" yaml:"port"`, nil},
		{`env:"-"`, nil},
		{`env:""`, nil},
		{`env:"9LIVES"`, nil},
		{`env:"A" json:"a`, []string{"A"}}, // a malformed tail is ignored
		{`malformed`, nil},
	} {
		if got := tagNames(tc.tag); !slices.Equal(got, tc.want) {
			t.Errorf("tagNames(%q) = %q, want %q", tc.tag, got, tc.want)
		}
	}
}

func TestUpperWords(t *testing.T) {
	t.Parallel()
	for name, want := range map[string]string{
		"Port":        "PORT",
		"APIHost":     "API_HOST",
		"MaxRetries2": "MAX_RETRIES2",
		"DBURL":       "DBURL",
		"URL":         "URL",
		"userID":      "USER_ID",
		"TLSEnabled":  "TLS_ENABLED",
		"V2Endpoint":  "V2_ENDPOINT",
	} {
		if got := upperWords(name); got != want {
			t.Errorf("upperWords(%q) = %q, want %q", name, got, want)
		}
	}
}
