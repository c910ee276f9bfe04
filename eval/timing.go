package main

import (
	"fmt"
	"sort"
	"sync/atomic"
	"time"
)

// cost compares the CPU time of go vet with fixturelint as its vet tool against go vet with
// the no-op vet tool (bench/cmd/noop) on one module.
type cost struct {
	Ratio      float64   `json:"ratio"`       // median over rounds of fixturelint CPU / no-op CPU
	NoopCPU    []float64 `json:"noop_cpu"`    // seconds, per measured round
	FixtureCPU []float64 `json:"fixture_cpu"` // seconds, per measured round
	Err        string    `json:"error,omitempty"`
}

var nonceCounter atomic.Int64

func nonce() string {
	return fmt.Sprintf("%d-%d", time.Now().UnixNano(), nonceCounter.Add(1))
}

// measureCost runs one warm-up of each side, then rounds alternating which side goes first,
// each run with a fresh nonce so that go vet's cache answers nothing.
func measureCost(dir string, m module, t tools, rounds int) *cost {
	vet := func(tool, flagPrefix string) (float64, error) {
		args := []string{"vet", "-vettool=" + tool, "-" + flagPrefix + ".nonce=" + nonce()}
		if m.Tags != "" {
			args = append(args, "-tags="+m.Tags)
		}
		r := run(dir, offlineEnv, 45*time.Minute, "go", append(args, "./...")...)
		if r.Err != nil {
			return 0, r.Err
		}
		return r.CPU.Seconds(), nil
	}
	noop := func() (float64, error) { return vet(t.Noop, "noop") }
	fixture := func() (float64, error) { return vet(t.Fixturelint, "fixturelint") }
	c := &cost{}
	if _, err := noop(); err != nil {
		c.Err = err.Error()
		return c
	}
	if _, err := fixture(); err != nil {
		c.Err = err.Error()
		return c
	}
	var ratios []float64
	for i := 0; i < rounds; i++ {
		var n, f float64
		var err1, err2 error
		if i%2 == 0 {
			n, err1 = noop()
			f, err2 = fixture()
		} else {
			f, err2 = fixture()
			n, err1 = noop()
		}
		if err1 != nil || err2 != nil || n == 0 {
			c.Err = fmt.Sprint(err1, err2)
			return c
		}
		c.NoopCPU = append(c.NoopCPU, n)
		c.FixtureCPU = append(c.FixtureCPU, f)
		ratios = append(ratios, f/n)
	}
	c.Ratio = median(ratios)
	return c
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
