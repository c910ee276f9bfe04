// Command harness times commands against each other fairly: it alternates them round after
// round (reversing the order every other round), gives each run a fresh nonce, and prints
// medians and paired ratios of wall time, CPU time and peak memory.
//
//	harness -dir ~/src/x -runs 5 \
//		-side 'noop=go vet -vettool=/tmp/noop -noop.nonce={nonce} ./...' \
//		-side 'fixturelint=go vet -vettool=/tmp/fixturelint -fixturelint.nonce={nonce} ./...'
//
// The first side is the baseline of the ratios. Each command is split on spaces (no shell) and
// every {nonce} in it is replaced by a value never used before. CPU time is user+system time of
// the command and every descendant it waited for; peak memory is the largest resident set of
// any single process in that tree (what /usr/bin/time -v reports as "Maximum resident set size").
// A ratio is the median over rounds of B/A within the same round, which cancels most of the
// machine's drift.
//
// With -scale, it runs nothing and prints a table of several sessions' -json files, one row
// per input with its size in lines, the way bench/run.sh --scaling does (see scaling.go).
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"
)

type side struct {
	Name    string
	Args    []string
	Samples []sample
}

type sample struct {
	Round int
	Wall  float64 // seconds
	CPU   float64 // seconds, user+system
	User  float64 // seconds, user only: what contention for the machine inflates least
	RSS   float64 // MiB
	Exit  int
	Load  float64 // the machine's 1-minute load average when the run started
}

type sidesFlag []*side

func (s *sidesFlag) String() string { return "" }

func (s *sidesFlag) Set(v string) error {
	name, cmd, ok := strings.Cut(v, "=")
	if !ok || name == "" || strings.TrimSpace(cmd) == "" {
		return fmt.Errorf("want name=command, got %q", v)
	}
	*s = append(*s, &side{Name: name, Args: strings.Fields(cmd)})
	return nil
}

func main() {
	var sides sidesFlag
	dir := flag.String("dir", ".", "directory to run the commands in")
	runs := flag.Int("runs", 5, "measured rounds")
	warmup := flag.Int("warmup", 1, "rounds run first and not counted")
	title := flag.String("title", "", "title printed above the table")
	jsonOut := flag.String("json", "", "also write every sample to this file")
	logDir := flag.String("logdir", "", "keep each side's output of its last run in this directory")
	okCodes := flag.String("ok", "0,1,3", "exit codes that count as a completed run (go vet exits 1 or 3 with findings)")
	flag.Var(&sides, "side", "name=command; repeatable; the first is the baseline")
	from := flag.String("from", "", "print the table of the samples in this -json file instead of running anything")
	var scales scaleFlag
	flag.Var(&scales, "scale", "LABEL,LINES,FILE: instead of running anything, print a scaling table with a row for the -json file FILE\n"+
		"of an input of LINES lines; repeatable, smaller inputs of a series (same first word of LABEL) first")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("harness: ")
	if len(scales) > 0 {
		if err := scalingReport(os.Stdout, *title, scales); err != nil {
			log.Fatal(err)
		}
		return
	}
	if *from != "" {
		data, err := os.ReadFile(*from)
		if err == nil {
			err = json.Unmarshal(data, &sides)
		}
		if err != nil {
			log.Fatal(err)
		}
		report(os.Stdout, *title, sides)
		return
	}
	if len(sides) == 0 {
		log.Fatal("no -side given")
	}
	ok := map[int]bool{}
	for _, c := range strings.Split(*okCodes, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(c))
		if err != nil {
			log.Fatalf("bad -ok: %v", err)
		}
		ok[n] = true
	}
	if *logDir != "" {
		if err := os.MkdirAll(*logDir, 0o755); err != nil {
			log.Fatal(err)
		}
	}

	seq := 0
	nonce := func() string {
		seq++
		return fmt.Sprintf("n%dx%dx%d", time.Now().UnixNano(), os.Getpid(), seq)
	}
	for round := -*warmup; round < *runs; round++ {
		order := slices.Clone(sides)
		if (round+*warmup)%2 == 1 {
			slices.Reverse(order)
		}
		for _, s := range order {
			smp, out, err := runOnce(*dir, s.Args, nonce)
			if err != nil {
				log.Fatalf("%s: %v", s.Name, err)
			}
			if !ok[smp.Exit] {
				os.Stderr.Write(tail(out, 40))
				log.Fatalf("%s: exit status %d", s.Name, smp.Exit)
			}
			if *logDir != "" {
				os.WriteFile(filepath.Join(*logDir, s.Name+".log"), out, 0o644)
			}
			tag := "run"
			if round < 0 {
				tag = "warm-up"
			} else {
				smp.Round = round
				s.Samples = append(s.Samples, smp)
			}
			fmt.Fprintf(os.Stderr, "%-8s %-22s %7.2fs wall %7.2fs cpu %7.0f MiB exit %d load %.1f\n", tag, s.Name, smp.Wall, smp.CPU, smp.RSS, smp.Exit, smp.Load)
		}
		if *jsonOut != "" && round >= 0 { // after every round, so that an interrupted session keeps its samples
			data, _ := json.MarshalIndent(sides, "", "  ")
			if err := os.WriteFile(*jsonOut, data, 0o644); err != nil {
				log.Fatal(err)
			}
		}
	}
	report(os.Stdout, *title, sides)
}

func runOnce(dir string, args []string, nonce func() string) (sample, []byte, error) {
	args = slices.Clone(args)
	for i, a := range args {
		for strings.Contains(a, "{nonce}") {
			a = strings.Replace(a, "{nonce}", nonce(), 1)
		}
		args[i] = a
	}
	load := loadAverage()
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	if err != nil {
		if _, isExit := err.(*exec.ExitError); !isExit {
			return sample{}, nil, err
		}
	}
	st := cmd.ProcessState
	smp := sample{
		Wall: wall.Seconds(),
		CPU:  (st.UserTime() + st.SystemTime()).Seconds(),
		User: st.UserTime().Seconds(),
		Exit: st.ExitCode(),
		Load: load,
	}
	if ru, ok := st.SysUsage().(*syscall.Rusage); ok {
		smp.RSS = float64(ru.Maxrss) / 1024 // KiB on Linux
	}
	return smp, out.Bytes(), nil
}

// loadAverage returns the 1-minute load average, or -1 where /proc/loadavg is missing.
func loadAverage() float64 {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return -1
	}
	f, _ := strconv.ParseFloat(strings.Fields(string(data))[0], 64)
	return f
}

func tail(b []byte, lines int) []byte {
	for i := len(b) - 2; i >= 0; i-- {
		if b[i] == '\n' {
			if lines--; lines == 0 {
				return b[i+1:]
			}
		}
	}
	return b
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	if n := len(s); n%2 == 1 {
		return s[n/2]
	} else {
		return (s[n/2-1] + s[n/2]) / 2
	}
}

func values(s *side, f func(sample) float64) []float64 {
	var xs []float64
	for _, smp := range s.Samples {
		xs = append(xs, f(smp))
	}
	return xs
}

// pairedRatio is the median over rounds of b/a, using the samples of the same round.
func pairedRatio(b, a *side, f func(sample) float64) float64 {
	var rs []float64
	for i := range min(len(a.Samples), len(b.Samples)) {
		if d := f(a.Samples[i]); d > 0 {
			rs = append(rs, f(b.Samples[i])/d)
		}
	}
	return median(rs)
}

// userRatio is pairedRatio of user CPU time, or "–" for samples recorded without it.
func userRatio(s, base *side, user func(sample) float64) string {
	if r := pairedRatio(s, base, user); r > 0 {
		return fmt.Sprintf("%.3f", r)
	}
	return "–"
}

func report(w io.Writer, title string, sides []*side) {
	wall := func(s sample) float64 { return s.Wall }
	cpu := func(s sample) float64 { return s.CPU }
	rss := func(s sample) float64 { return s.RSS }
	user := func(s sample) float64 { return s.User }
	base := sides[0]
	if title != "" {
		fmt.Fprintf(w, "\n### %s\n\n", title)
	}
	fmt.Fprintf(w, "| side | runs | wall s (median) | wall s (min–max) | CPU s | peak MiB | wall × %s | CPU × %s | user CPU × %s | peak × %s |\n", base.Name, base.Name, base.Name, base.Name)
	fmt.Fprintf(w, "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, s := range sides {
		ws := values(s, wall)
		if len(ws) == 0 {
			fmt.Fprintf(w, "| %s | 0 | | | | | | | | |\n", s.Name)
			continue
		}
		fmt.Fprintf(w, "| %s | %d | %.2f | %.2f–%.2f | %.2f | %.0f | %.3f | %.3f | %s | %.3f |\n",
			s.Name, len(s.Samples), median(ws), slices.Min(ws), slices.Max(ws),
			median(values(s, cpu)), median(values(s, rss)),
			pairedRatio(s, base, wall), pairedRatio(s, base, cpu), userRatio(s, base, user), pairedRatio(s, base, rss))
	}
	var loads []float64
	for _, s := range sides {
		loads = append(loads, values(s, func(s sample) float64 { return s.Load })...)
	}
	if len(loads) > 0 {
		fmt.Fprintf(w, "\n1-minute load average when runs started: median %.1f, max %.1f.\n", median(loads), slices.Max(loads))
	}
	if len(sides) > 2 {
		fmt.Fprintf(w, "\nPaired wall-time ratios (row ÷ column, median over rounds):\n\n|  |")
		for _, s := range sides {
			fmt.Fprintf(w, " %s |", s.Name)
		}
		fmt.Fprintf(w, "\n|---|%s\n", strings.Repeat("---:|", len(sides)))
		for _, r := range sides {
			fmt.Fprintf(w, "| %s |", r.Name)
			for _, c := range sides {
				fmt.Fprintf(w, " %.3f |", pairedRatio(r, c, wall))
			}
			fmt.Fprintln(w)
		}
	}
}
