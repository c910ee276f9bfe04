// Package envlibrary holds the environment cases on a library that reads variables itself:
// the AWS SDK's configuration loader reads the profile, the region and the credentials from
// the process environment, each from the first set variable of a table of names. The engine
// follows the loader's own code to those reads; no test names them.
package envlibrary

import (
	"context"
	"net/http"
	"os"
	"testing"

	"example.com/real/authkit"

	"github.com/aws/aws-sdk-go-v2/config"
)

func TestLoadsDefaultConfig(t *testing.T) {
	t.Parallel()
	if _, err := config.LoadDefaultConfig(context.Background()); err != nil {
		t.Skip(err)
	}
}

// The loader reads AWS_PROFILE while this parallel test sets it: the profile the other test
// loads depends on timing.
func TestSetsProfile(t *testing.T) {
	t.Parallel()
	os.Setenv("AWS_PROFILE", "dev") // want `data race on environment variable "AWS_PROFILE": TestSetsProfile writes it while parallel test TestLoadsDefaultConfig reads it; every test shares the process environment: pass the value to the code under test, or set it with t.Setenv in a test that does not run in parallel`
	defer os.Unsetenv("AWS_PROFILE")
}

// A variable the loader does not read, in a test that no other test is seen to share it
// with: default mode reports nothing.
func TestSetsOwnVariable(t *testing.T) {
	t.Parallel()
	os.Setenv("ENVLIBRARY_COLOR", "blue")
	defer os.Unsetenv("ENVLIBRARY_COLOR")
}

// A sequential test that sets the region with t.Setenv runs alone, and Go puts the value
// back before the parallel tests run.
func TestSetsRegionAlone(t *testing.T) {
	t.Setenv("AWS_REGION", "eu-west-1")
	if _, err := config.LoadDefaultConfig(context.Background()); err != nil {
		t.Skip(err)
	}
}

// A helper package's constructor reads the key from the environment into the client it
// returns, and the client's method sends it; this parallel test sets the key meanwhile.
func TestSendsKeyFromEnv(t *testing.T) {
	t.Parallel()
	req, _ := http.NewRequest("GET", "http://api.test/", nil)
	authkit.NewFromEnv().Do(req)
}

func TestSetsKey(t *testing.T) {
	t.Parallel()
	os.Setenv("AUTHKIT_KEY", "k-1") // want `data race on environment variable "AUTHKIT_KEY": TestSetsKey writes it while parallel test TestSendsKeyFromEnv reads it`
	defer os.Unsetenv("AUTHKIT_KEY")
}
