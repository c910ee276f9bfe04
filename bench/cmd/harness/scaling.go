package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// scaleRow is one input of a scaling table: -scale LABEL,LINES,FILE, where FILE is the -json
// output of a session whose first side is the baseline and whose last side is the tool.
type scaleRow struct {
	Label string
	Lines int
	File  string
}

type scaleFlag []scaleRow

func (s *scaleFlag) String() string { return "" }

func (s *scaleFlag) Set(v string) error {
	parts := strings.SplitN(v, ",", 3)
	if len(parts) != 3 {
		return fmt.Errorf("want LABEL,LINES,FILE, got %q", v)
	}
	n, err := strconv.Atoi(parts[1])
	if err != nil || n <= 0 {
		return fmt.Errorf("bad line count in %q", v)
	}
	*s = append(*s, scaleRow{Label: parts[0], Lines: n, File: parts[2]})
	return nil
}

// scalingReport prints one row per session: the tool's paired CPU and wall ratios to the
// baseline, and the CPU time of each per 1,000 lines of the input. The last column is the
// tool's marginal CPU time per 1,000 lines: the growth of its CPU time since the previous row
// of the same series (rows whose labels start with the same word, the smaller input first),
// divided by the growth in lines. It stays flat while the cost is linear in the size of the
// input and grows with the input when the cost grows faster; the per-1,000-line columns also
// carry the cost that does not depend on the input (vetting the dependencies, go vet itself).
func scalingReport(w io.Writer, title string, rows []scaleRow) error {
	cpu := func(s sample) float64 { return s.CPU }
	wall := func(s sample) float64 { return s.Wall }
	rss := func(s sample) float64 { return s.RSS }
	type prev struct {
		lines int
		cpu   float64
	}
	last := map[string]prev{}
	if title != "" {
		fmt.Fprintf(w, "\n### %s\n\n", title)
	}
	for i, r := range rows {
		data, err := os.ReadFile(r.File)
		if err != nil {
			return err
		}
		var sides []*side
		if err := json.Unmarshal(data, &sides); err != nil {
			return fmt.Errorf("%s: %v", r.File, err)
		}
		if len(sides) < 2 || len(sides[0].Samples) == 0 || len(sides[len(sides)-1].Samples) == 0 {
			return fmt.Errorf("%s: want a baseline and a tool with samples", r.File)
		}
		base, tool := sides[0], sides[len(sides)-1]
		if i == 0 {
			fmt.Fprintf(w, "| input | lines | runs | CPU %[1]s ÷ %[2]s | wall %[1]s ÷ %[2]s | %[1]s peak MiB | %[1]s CPU ms / 1,000 lines | %[2]s CPU ms / 1,000 lines | %[1]s marginal CPU ms / 1,000 lines |\n", tool.Name, base.Name)
			fmt.Fprintf(w, "|---|---:|---:|---:|---:|---:|---:|---:|---:|\n")
		}
		toolCPU := median(values(tool, cpu))
		per1k := func(s float64, lines int) float64 { return s * 1000 / float64(lines) * 1000 }
		marginal := "–"
		series := strings.Fields(r.Label)[0]
		if p, ok := last[series]; ok && r.Lines > p.lines {
			marginal = fmt.Sprintf("%.1f", per1k(toolCPU-p.cpu, r.Lines-p.lines))
		}
		last[series] = prev{r.Lines, toolCPU}
		fmt.Fprintf(w, "| %s | %d | %d | %.2f | %.2f | %.0f | %.1f | %.1f | %s |\n",
			r.Label, r.Lines, min(len(base.Samples), len(tool.Samples)),
			pairedRatio(tool, base, cpu), pairedRatio(tool, base, wall), median(values(tool, rss)),
			per1k(toolCPU, r.Lines), per1k(median(values(base, cpu)), r.Lines), marginal)
	}
	return nil
}
