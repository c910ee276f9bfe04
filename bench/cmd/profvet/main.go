// Command profvet is fixturelint with instruments, for finding where its time goes under go vet.
// Run through go vet like fixturelint, with PROFVET_DIR set:
//
//	PROFVET_DIR=/tmp/prof go vet -vettool=$(which profvet) -fixturelint.nonce=$RANDOM ./...
//	go tool pprof -top $(which profvet) /tmp/prof/*.prof
//
// Each vet tool process (one per package, dependencies included) writes a CPU profile,
// /tmp/prof/PID.prof, from the start of main until its last analyzer returns (what follows, the
// export of facts and types and the printing of diagnostics, is not in it), and appends to
// /tmp/prof/times.tsv one line per analyzer run:
//
//	package  vetx-only  analyzer  milliseconds
//
// plus a line "setup" (main to the first analyzer: parsing, reading export data and facts,
// type-checking) and a line "process" (main to the last analyzer). Without PROFVET_DIR it
// behaves exactly like fixturelint.
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime/pprof"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/multichecker"
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/fixturelint/fixturelint"
)

func main() {
	start := time.Now()
	analyzers := fixturelint.Analyzers()
	if dir := os.Getenv("PROFVET_DIR"); dir != "" {
		if cfg := cfgArg(); cfg != nil {
			instrument(dir, start, cfg, analyzers)
		}
	}
	multichecker.Main(analyzers...)
}

// cfgArg returns go vet's unit configuration when the command line names one.
func cfgArg() *unitchecker.Config {
	if len(os.Args) < 2 || !strings.HasSuffix(os.Args[len(os.Args)-1], ".cfg") {
		return nil
	}
	data, err := os.ReadFile(os.Args[len(os.Args)-1])
	if err != nil {
		return nil
	}
	cfg := new(unitchecker.Config)
	if json.Unmarshal(data, cfg) != nil {
		return nil
	}
	return cfg
}

// instrument wraps the Run function of every analyzer that unitchecker will run for cfg.
func instrument(dir string, start time.Time, cfg *unitchecker.Config, roots []*analysis.Analyzer) {
	// unitchecker runs, in vetx-only mode, only the roots that (transitively) use facts, and
	// always what they require.
	var usesFacts func(a *analysis.Analyzer) bool
	usesFacts = func(a *analysis.Analyzer) bool {
		if len(a.FactTypes) > 0 {
			return true
		}
		for _, r := range a.Requires {
			if usesFacts(r) {
				return true
			}
		}
		return false
	}
	torun := map[*analysis.Analyzer]bool{}
	var add func(a *analysis.Analyzer)
	add = func(a *analysis.Analyzer) {
		if !torun[a] {
			torun[a] = true
			for _, r := range a.Requires {
				add(r)
			}
		}
	}
	for _, a := range roots {
		if !cfg.VetxOnly || usesFacts(a) {
			add(a)
		}
	}

	prof, err := os.Create(filepath.Join(dir, fmt.Sprintf("%d.prof", os.Getpid())))
	if err != nil {
		return
	}
	if err := pprof.StartCPUProfile(prof); err != nil {
		prof.Close()
		return
	}
	var (
		mu       sync.Mutex
		lines    []string
		first    sync.Once
		finished atomic.Int32
	)
	record := func(name string, d time.Duration) {
		mu.Lock()
		lines = append(lines, fmt.Sprintf("%s\t%v\t%s\t%.3f\n", cfg.ImportPath, cfg.VetxOnly, name, float64(d.Microseconds())/1000))
		mu.Unlock()
	}
	for a := range torun {
		run := a.Run
		a.Run = func(pass *analysis.Pass) (any, error) {
			first.Do(func() { record("setup", time.Since(start)) })
			t0 := time.Now()
			res, err := run(pass)
			record(a.Name, time.Since(t0))
			if int(finished.Add(1)) == len(torun) {
				pprof.StopCPUProfile()
				prof.Close()
				record("process", time.Since(start))
				flush(dir, lines)
			}
			return res, err
		}
	}
}

func flush(dir string, lines []string) {
	f, err := os.OpenFile(filepath.Join(dir, "times.tsv"), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return
	}
	defer f.Close()
	f.WriteString(strings.Join(lines, "")) // one write: lines of concurrent processes do not interleave
}
