package environ

import (
	"envlib"
	"net/http"
	"os"
	"testing"
)

func TestDirect(t *testing.T) { // want `region TestDirect serial`
	os.Setenv("A_TOKEN", "x")              // want `env write A_TOKEN in TestDirect serial`
	defer os.Unsetenv("A_TOKEN")           // want `env write A_TOKEN in TestDirect serial restores unsets`
	_ = os.Getenv("A_TOKEN")               // want `env read A_TOKEN in TestDirect serial`
	_, _ = os.LookupEnv("B")               // want `env read B in TestDirect serial`
	_ = os.ExpandEnv("$HOME/${USER}")      // want `env read HOME in TestDirect serial` `env read USER in TestDirect serial`
	t.Setenv("C", "1")                     // want `env write C in TestDirect serial restores scoped`
	t.Cleanup(func() { os.Unsetenv("D") }) // want `env write D in TestDirect serial restores unsets`
	name := os.Args[0]
	_ = os.Getenv(name) // a name that is not constant: not recorded
	os.Clearenv()       // want `env write \* in TestDirect serial`
}

func TestHelpers(t *testing.T) { // want `region TestHelpers parallel`
	t.Parallel()
	_ = envlib.NewClient()               // want `env read LIB_TOKEN in TestHelpers parallel via envlib\.NewClient via envlib\.token`
	_ = envlib.Lookup("E")               // want `env read E in TestHelpers parallel via envlib\.Lookup`
	_ = envlib.Computed("F")             // nothing: the library computes the name
	defer envlib.SetToken("v")()         // want `env read LIB_TOKEN in TestHelpers parallel via envlib\.SetToken` `env write LIB_TOKEN in TestHelpers parallel via envlib\.SetToken` `env write LIB_TOKEN in TestHelpers parallel restores via envlib\.SetToken`
	_ = envlib.FromEnv()                 // want `env read LIB_ACCESS_KEY_ID in TestHelpers parallel via envlib\.FromEnv via envlib\.first` `env read LIB_ACCESS_KEY in TestHelpers parallel via envlib\.FromEnv via envlib\.first` `read envlib\.accessKeyVars in TestHelpers parallel via envlib\.FromEnv`
	_ = envlib.First([]string{"I", "J"}) // want `env read I in TestHelpers parallel via envlib\.First via envlib\.first` `env read J in TestHelpers parallel via envlib\.First via envlib\.first`
	for _, k := range []string{"K1", "K2"} {
		os.Unsetenv(k) // want `env write K1 in TestHelpers parallel unsets` `env write K2 in TestHelpers parallel unsets`
	}
	envlib.Authorize(http.Header{}) // want `env read LIB_AUTH in TestHelpers parallel via envlib\.Authorize` `env sink LIB_AUTH in TestHelpers parallel via envlib\.Authorize`
	setenv(t, "G", "1")             // want `env read G in TestHelpers parallel via environ\.setenv via envlib\.Setenv` `env write G in TestHelpers parallel via environ\.setenv via envlib\.Setenv` `env write G in TestHelpers parallel restores via environ\.setenv via envlib\.Setenv`
}

// setenv passes its own parameter on: the key travels from the test through two helpers.
func setenv(t *testing.T, name, value string) { envlib.Setenv(t, name, value) }

func TestMain(m *testing.M) {
	os.Setenv("H_TOKEN", "x") // want `setup env write H_TOKEN`
	m.Run()
}
