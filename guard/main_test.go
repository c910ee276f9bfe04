package guard

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// childEnv makes this test binary a child that runs one scenario under Main.
const childEnv = "GUARD_TEST_CHILD"

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) != "" {
		os.Exit(Main(m))
	}
	os.Exit(m.Run())
}

// TestChild is the scenario a child binary runs: "misroute" has an untracked misroute (only
// Main can fail the binary) and a tracked one (the test fails); "clean" has none.
func TestChild(t *testing.T) {
	scenario := os.Getenv(childEnv)
	if scenario == "" {
		t.Skip("run by TestMainReports")
	}
	srv := newService(t)
	switch scenario {
	case "misroute":
		api := newClient(t)
		s := newSteps(3)
		t.Run("untracked", func(t *testing.T) {
			t.Run("alice", func(t *testing.T) {
				t.Parallel()
				s.do(0, func() { send(t, api, "POST", srv.URL+"/login?user=alice", "") })
				s.do(2, func() { send(t, api, "GET", srv.URL+"/me", "") })
			})
			t.Run("bob", func(t *testing.T) {
				t.Parallel()
				s.do(1, func() { send(t, api, "POST", srv.URL+"/login?user=bob", "") })
			})
		})
		srv.fail("/pay", 1)
		api2 := newClient(t)
		s2 := newSteps(2)
		t.Run("tracked", func(t *testing.T) {
			t.Run("carol", func(t *testing.T) {
				t.Parallel()
				Track(t)
				send(t, api2, "POST", srv.URL+"/login?user=carol", "")
				retry(t, api2, "POST", srv.URL+"/pay", "amount=10", func(int) {
					close(s2.turns[1])
					<-s2.turns[2]
				})
			})
			t.Run("dave", func(t *testing.T) {
				t.Parallel()
				Track(t)
				<-s2.turns[1]
				send(t, api2, "POST", srv.URL+"/login?user=dave", "")
				close(s2.turns[2])
			})
		})
	case "clean":
		for _, user := range []string{"alice", "bob"} {
			t.Run(user, func(t *testing.T) {
				t.Parallel()
				api := newClient(t)
				send(t, api, "POST", srv.URL+"/login?user="+user, "")
				send(t, api, "GET", srv.URL+"/me", "")
			})
		}
	}
}

func TestMainReports(t *testing.T) {
	t.Run("misroute", func(t *testing.T) {
		out, code, rep := child(t, "misroute")
		if code == 0 {
			t.Errorf("exit code 0, want non-zero\n%s", out)
		}
		for _, want := range []string{
			"--- FAIL: TestChild/tracked/carol",
			"misrouted retry: attempt 2 of POST /pay in TestChild/tracked/carol carries cookie \"session\" that parallel test TestChild/tracked/dave changed after attempt 1",
			"guard: 2 instance(s), ",
			"guard: misrouted request: TestChild/* (goroutine ",
		} {
			if !strings.Contains(out, want) {
				t.Errorf("output lacks %q:\n%s", want, out)
			}
		}
		if strings.Contains(out, "--- FAIL: TestChild/untracked/") {
			t.Errorf("an untracked test failed; only Main can report it:\n%s", out)
		}
		if len(rep.Instances) != 2 || len(rep.Misroutes) < 3 {
			t.Errorf("JSON report: %d instances, %d misroutes; want 2 and at least 3:\n%+v", len(rep.Instances), len(rep.Misroutes), rep)
		}
	})
	t.Run("clean", func(t *testing.T) {
		out, code, rep := child(t, "clean")
		if code != 0 {
			t.Errorf("exit code %d, want 0\n%s", code, out)
		}
		if !strings.Contains(out, "guard: 2 instance(s), 0 overlap(s), 0 misroute(s)") {
			t.Errorf("summary missing:\n%s", out)
		}
		if len(rep.Misroutes) != 0 || len(rep.Instances) != 2 {
			t.Errorf("JSON report: %+v", rep)
		}
	})
}

// child runs this test binary on one scenario and returns its output, exit code and JSON report.
func child(t *testing.T, scenario string) (string, int, Report) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "guard.json")
	cmd := exec.Command(os.Args[0], "-test.run=^TestChild$", "-test.v")
	cmd.Env = append(os.Environ(), childEnv+"="+scenario, "FIXTURELINT_GUARD_JSON="+path)
	out, err := cmd.CombinedOutput()
	code := 0
	if exit, ok := err.(*exec.ExitError); ok {
		code = exit.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	var rep Report
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("no JSON report: %v\n%s", err, out)
	}
	if err := json.Unmarshal(data, &rep); err != nil {
		t.Fatal(err)
	}
	return string(out), code, rep
}
