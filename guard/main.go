package guard

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"testing"
	"time"
)

var jsonFlag = flag.String("guard.json", "", "write the guard's report as JSON to this file (or set FIXTURELINT_GUARD_JSON)")

// Main runs the tests with m.Run, prints a summary of what the guard saw, writes it as JSON
// when -guard.json or FIXTURELINT_GUARD_JSON names a file, and returns m.Run's exit code, or 1
// when a test's request was misrouted:
//
//	func TestMain(m *testing.M) {
//		api = guard.Client(newAPIClient())
//		os.Exit(guard.Main(m))
//	}
func Main(m *testing.M) int {
	code := m.Run()
	if !enabled {
		return code
	}
	rep := theRun.report(time.Now())
	if len(rep.Instances) > 0 {
		rep.print(os.Stdout)
	}
	path := *jsonFlag
	if path == "" {
		path = os.Getenv("FIXTURELINT_GUARD_JSON")
	}
	if path != "" {
		if err := rep.writeJSON(path); err != nil {
			fmt.Fprintf(os.Stderr, "guard: %v\n", err)
			code = max(code, 1)
		}
	}
	if len(rep.Misroutes) > 0 && code == 0 {
		code = 1
	}
	return code
}

// A Report is what the guard saw in one test binary.
type Report struct {
	RunID     string           `json:"run_id"`
	Instances []InstanceReport `json:"instances"`
	Overlaps  []OverlapReport  `json:"overlaps"`
	Misroutes []Misroute       `json:"misroutes"`
}

// An InstanceReport sums up one guarded client or transport.
type InstanceReport struct {
	Instance  string   `json:"instance"`
	Requests  int      `json:"requests"`
	Tests     []string `json:"tests"`
	Overlaps  int      `json:"overlaps"`
	Misroutes int      `json:"misroutes"`
}

// An OverlapReport is two tests with requests in flight on one instance at the same time.
type OverlapReport struct {
	Instance string    `json:"instance"`
	Tests    [2]string `json:"tests"`
	Request  string    `json:"request"`
	Count    int       `json:"count"`
}

// report decides the findings: a candidate is a misroute when its two tests ran at the same
// time, judged with everything seen until now.
func (r *run) report(now time.Time) Report {
	r.mu.Lock()
	defer r.mu.Unlock()
	rep := Report{RunID: runID, Overlaps: []OverlapReport{}, Misroutes: []Misroute{}}
	byInst := map[*instance]*InstanceReport{}
	for _, inst := range r.instances {
		ir := InstanceReport{Instance: inst.String(), Requests: inst.requests, Tests: []string{}}
		for _, t := range r.tests {
			if inst.tests[t] {
				ir.Tests = append(ir.Tests, r.displayName(t))
			}
		}
		rep.Instances = append(rep.Instances, ir)
	}
	for i, inst := range r.instances {
		byInst[inst] = &rep.Instances[i]
	}
	for _, o := range r.overlaps {
		rep.Overlaps = append(rep.Overlaps, OverlapReport{
			Instance: o.inst.String(), Tests: [2]string{r.displayName(o.a), r.displayName(o.b)}, Request: o.request, Count: o.count,
		})
		byInst[o.inst].Overlaps++
	}
	for _, f := range r.findings {
		if !concurrent(f.test, f.other, now) {
			continue
		}
		out := f.Misroute
		out.Instance, out.Test, out.Other, out.Changed = f.inst.String(), r.displayName(f.test), r.displayName(f.other), f.changed()
		out.Message = r.message(f)
		rep.Misroutes = append(rep.Misroutes, out)
		byInst[f.inst].Misroutes++
	}
	return rep
}

// maxPrinted bounds the misroutes printed; the JSON report has them all.
const maxPrinted = 20

func (rep Report) print(w io.Writer) {
	fmt.Fprintf(w, "guard: %d instance(s), %d overlap(s), %d misroute(s)\n", len(rep.Instances), len(rep.Overlaps), len(rep.Misroutes))
	for _, ir := range rep.Instances {
		fmt.Fprintf(w, "guard: %s: %d request(s) from %d test(s), %d overlap(s), %d misroute(s)\n",
			ir.Instance, ir.Requests, len(ir.Tests), ir.Overlaps, ir.Misroutes)
	}
	for i, f := range rep.Misroutes {
		if i == maxPrinted {
			fmt.Fprintf(w, "guard: ... and %d more\n", len(rep.Misroutes)-maxPrinted)
			break
		}
		fmt.Fprintf(w, "guard: %s\n", f.Message)
	}
}

func (rep Report) writeJSON(path string) error {
	data, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}
