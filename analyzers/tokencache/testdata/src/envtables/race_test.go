package envtables

import (
	"os"
	"testing"
)

// Parallel subtests set the variables their case names, in a map field of the table, while
// the other cases read them.
func TestRegionCases(t *testing.T) {
	tests := []struct {
		name string
		env  map[string]string
		want string
	}{
		{name: "eu", env: map[string]string{"TABLES_REGION": "eu"}, want: "eu"},
		{name: "us", env: map[string]string{"TABLES_REGION": "us"}, want: "us"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			for k, v := range tc.env {
				os.Setenv(k, v) // want `data race on environment variable "TABLES_REGION": TestRegionCases/\* writes it while another run of TestRegionCases/\* uses it`
			}
			if got := Region(); got != tc.want {
				t.Errorf("Region() = %q, want %q", got, tc.want)
			}
		})
	}
}

// The same through a map of cases, each a map of variables, and a copy of the loop variable.
func TestTokenCases(t *testing.T) {
	cases := map[string]map[string]string{
		"a": {"TABLES_TOKEN": "a"},
		"b": {"TABLES_TOKEN": "b"},
	}
	for name, env := range cases {
		env := env
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			for k, v := range env {
				os.Setenv(k, v) // want `data race on environment variable "TABLES_TOKEN": TestTokenCases/\* writes it while another run of TestTokenCases/\* uses it`
			}
			_ = Token()
		})
	}
}

// The name is a field of each case, in a table of pointers with positional fields.
func TestNamedCases(t *testing.T) {
	for _, tc := range []*struct {
		key, value string
	}{
		{"TABLES_REGION", "eu"},
		{"TABLES_REGION", "ap"},
	} {
		t.Run(tc.value, func(t *testing.T) {
			t.Parallel()
			os.Setenv(tc.key, tc.value) // want `data race on environment variable "TABLES_REGION": TestNamedCases/\* writes it while`
			_ = Region()
		})
	}
}

// Negative: sequential subtests with t.Setenv, which Go undoes when each case ends.
func TestScopedCases(t *testing.T) {
	tests := []struct {
		name string
		env  map[string]string
	}{
		{name: "a", env: map[string]string{"TABLES_REGION": "a"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for k, v := range tc.env {
				t.Setenv(k, v)
			}
			_ = Region()
		})
	}
}

// Parallel cases that write one variable, with different values, race with each other even
// when no code is seen to read it: the code under test may.
func TestUnreadCases(t *testing.T) {
	for _, tc := range []struct{ env map[string]string }{
		{env: map[string]string{"TABLES_UNREAD": "1"}},
		{env: map[string]string{"TABLES_UNREAD": "2"}},
	} {
		t.Run("", func(t *testing.T) {
			t.Parallel()
			for k, v := range tc.env {
				os.Setenv(k, v) // want `data race on environment variable "TABLES_UNREAD": TestUnreadCases/ writes it while another run of TestUnreadCases/ uses it`
			}
		})
	}
}

// Negative: sequential cases that put back what they set before the next case runs.
func TestRestoredCases(t *testing.T) {
	for _, tc := range []struct{ env map[string]string }{
		{env: map[string]string{"TABLES_REGION": "eu"}},
		{env: map[string]string{"TABLES_REGION": "us"}},
	} {
		t.Run("", func(t *testing.T) {
			for k, v := range tc.env {
				os.Setenv(k, v)
				defer os.Unsetenv(k)
			}
			_ = Region()
		})
	}
}

// Negative: a table that the test changes after its literal holds names the literal does
// not show; the loop's names are not taken from it.
func TestGrownTable(t *testing.T) {
	names := []string{"TABLES_OTHER"}
	names = append(names, os.Args[0])
	for _, n := range names {
		t.Run(n, func(t *testing.T) {
			t.Parallel()
			os.Setenv(n, "1")
			_ = Region()
		})
	}
}

// Negative: each case sets a variable of its own that no code reads; the cases do not write
// one variable.
func TestOwnVariableCases(t *testing.T) {
	for name, env := range map[string]map[string]string{
		"a": {"TABLES_OWN_A": "1"},
		"b": {"TABLES_OWN_B": "2"},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			for k, v := range env {
				os.Setenv(k, v)
			}
		})
	}
}

// Each case sets a variable of its own, but every case's code reads both: one case reads
// what another sets (one diagnostic for the site, whichever variables it races on).
func TestCrossReadCases(t *testing.T) {
	for name, env := range map[string]map[string]string{
		"region": {"TABLES_REGION": "eu"},
		"token":  {"TABLES_TOKEN": "t"},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			for k, v := range env {
				os.Setenv(k, v) // want `data race on environment variable "TABLES_REGION": TestCrossReadCases/\* writes it while another run of TestCrossReadCases/\* reads it`
			}
			_, _ = Region(), Token()
		})
	}
}
