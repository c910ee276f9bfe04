package main

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// moduleResult is everything the evaluation found out about one module.
type moduleResult struct {
	Module       string         `json:"module"`
	Version      string         `json:"version"`
	Kind         string         `json:"kind"`
	Tags         string         `json:"tags,omitempty"`
	Packages     int            `json:"packages"`
	Findings     []finding      `json:"findings"`
	Strict       []finding      `json:"strict,omitempty"`
	StrictSample []labelKey     `json:"strict_sample,omitempty"`
	StrictLabels map[string]int `json:"strict_sample_labels,omitempty"` // TP, FP, unlabelled over the sampled keys
	AnalyzerErrs []string       `json:"analyzer_errors,omitempty"`
	LintStderr   string         `json:"lint_stderr,omitempty"` // the end of fixturelint's stderr when it exited non-zero
	Panics       int            `json:"panics"`
	Hazards      []hazardResult `json:"hazards,omitempty"`
	Fix          *fixResult     `json:"fix,omitempty"`
	Cost         *cost          `json:"cost,omitempty"`
	Err          string         `json:"error,omitempty"`
	CostOnly     bool           `json:"cost_only,omitempty"` // a -costonly run: no findings
	Seconds      float64        `json:"seconds"`
}

type hazardResult struct {
	hazard
	Found       bool `json:"found"`        // by a default-mode finding
	FoundStrict bool `json:"found_strict"` // by a strict-mode finding
}

// tally counts findings by label.
type tally struct {
	Findings, TP, FP, Unlabelled int
}

func (t *tally) add(f finding) {
	t.Findings++
	switch f.Label {
	case "TP":
		t.TP++
	case "FP":
		t.FP++
	default:
		t.Unlabelled++
	}
}

// precision is TP / (TP + FP + unlabelled): an unlabelled finding counts against it until
// someone labels it.
func (t tally) precision() string {
	if t.Findings == 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(t.TP)/float64(t.TP+t.FP+t.Unlabelled))
}

func (r *moduleResult) tally() tally {
	var t tally
	for _, f := range r.Findings {
		t.add(f)
	}
	return t
}

// known counts the live hazards and those found in default mode.
func (r *moduleResult) known() (found, total int) {
	for _, h := range r.Hazards {
		if h.Latent {
			continue
		}
		total++
		if h.Found {
			found++
		}
	}
	return found, total
}

// latent counts the latent hazards and those found by a finding of either mode.
func (r *moduleResult) latent() (found, total int) {
	for _, h := range r.Hazards {
		if !h.Latent {
			continue
		}
		total++
		if h.Found || h.FoundStrict {
			found++
		}
	}
	return found, total
}

// summary is the last line's figures.
type summary struct {
	Modules, Packages, Findings, TP, FP, Unlabelled, Known, KnownTotal, Latent, LatentTotal, Panics, FixBroken int
	StrictSample, StrictTP, StrictFP                                                                           int     // strict mode's labelled sample
	Set                                                                                                        string  // the module set's label (evalSet.label)
	Cost                                                                                                       float64 // total fixturelint CPU / total no-op CPU; 0 when not timed
}

func summarize(results []*moduleResult) summary {
	var s summary
	var fl, noop float64
	for _, r := range results {
		if r.Err != "" {
			continue
		}
		s.Modules++
		s.Packages += r.Packages
		t := r.tally()
		s.Findings += t.Findings
		s.TP += t.TP
		s.FP += t.FP
		s.Unlabelled += t.Unlabelled
		k, n := r.known()
		s.Known += k
		s.KnownTotal += n
		k, n = r.latent()
		s.Latent += k
		s.LatentTotal += n
		s.Panics += r.Panics
		if r.Fix != nil {
			s.Panics += r.Fix.Panics
		}
		s.FixBroken += r.Fix.brokenCount()
		s.StrictSample += len(r.StrictSample)
		s.StrictTP += r.StrictLabels["TP"]
		s.StrictFP += r.StrictLabels["FP"]
		if r.Cost != nil && r.Cost.Err == "" {
			for i := range r.Cost.NoopCPU {
				noop += r.Cost.NoopCPU[i]
				fl += r.Cost.FixtureCPU[i]
			}
		}
	}
	if noop > 0 {
		s.Cost = fl / noop
	}
	return s
}

// line is the summary line, the last line the runner prints. The blind set's line says
// "live" for the live hazards found (the tuning set's says "known", as it always has) and
// ends with the strict sample's labels.
func (s summary) line() string {
	t := tally{Findings: s.Findings, TP: s.TP, FP: s.FP, Unlabelled: s.Unlabelled}
	costText := "n/a"
	if s.Cost > 0 {
		costText = fmt.Sprintf("%.2f", s.Cost)
	}
	if s.Set != "" {
		strict := tally{Findings: s.StrictSample, TP: s.StrictTP, FP: s.StrictFP, Unlabelled: s.StrictSample - s.StrictTP - s.StrictFP}
		return fmt.Sprintf("eval (%s): %d modules, %d packages, %d findings, TP %d, FP %d, precision %s, live %d/%d, latent %d/%d, unlabelled %d, panics %d, fix-broken %d, strict sample %d (TP %d, FP %d, precision %s), cost ×%s",
			s.Set, s.Modules, s.Packages, s.Findings, s.TP, s.FP, t.precision(), s.Known, s.KnownTotal, s.Latent, s.LatentTotal, s.Unlabelled, s.Panics, s.FixBroken,
			s.StrictSample, s.StrictTP, s.StrictFP, strict.precision(), costText)
	}
	return fmt.Sprintf("eval: %d modules, %d packages, %d findings, TP %d, FP %d, precision %s, known %d/%d, latent %d/%d, unlabelled %d, panics %d, fix-broken %d, cost ×%s",
		s.Modules, s.Packages, s.Findings, s.TP, s.FP, t.precision(), s.Known, s.KnownTotal, s.Latent, s.LatentTotal, s.Unlabelled, s.Panics, s.FixBroken, costText)
}

// printModuleTable writes one Markdown row per module.
func printModuleTable(w io.Writer, results []*moduleResult, strict bool) {
	fmt.Fprintln(w, "| module | kind | packages | findings | TP | FP | unlabelled | known | strict (sample TP/FP/unl.) | fix | cost |")
	fmt.Fprintln(w, "|---|---|---:|---:|---:|---:|---:|---:|---|---|---:|")
	for _, r := range results {
		if r.Err != "" {
			fmt.Fprintf(w, "| %s@%s | %s | error: %s |||||||||\n", r.Module, r.Version, r.Kind, oneLine(r.Err, 80))
			continue
		}
		t := r.tally()
		k, n := r.known()
		known := "-"
		if n > 0 {
			known = fmt.Sprintf("%d/%d", k, n)
		}
		strictText := "-"
		if strict {
			strictText = fmt.Sprintf("%d (%d/%d/%d)", len(r.Strict), r.StrictLabels["TP"], r.StrictLabels["FP"], r.StrictLabels["unlabelled"])
		}
		costText := "-"
		if r.Cost != nil {
			if r.Cost.Err != "" {
				costText = "error"
			} else {
				costText = fmt.Sprintf("%.2f", r.Cost.Ratio)
			}
		}
		extra := ""
		if r.Panics > 0 {
			extra = fmt.Sprintf(" **%d panics**", r.Panics)
		}
		fmt.Fprintf(w, "| %s%s | %s | %d | %d | %d | %d | %d | %s | %s | %s | %s |\n",
			r.Module, extra, r.Kind, r.Packages, t.Findings, t.TP, t.FP, t.Unlabelled, known, strictText, r.Fix.summary(), costText)
	}
}

// printCheckTable writes one Markdown row per check and per check and category.
func printCheckTable(w io.Writer, results []*moduleResult) {
	byCheck := map[string]*tally{}
	byCat := map[string]*tally{}
	knownBy := map[string][2]int{}
	for _, r := range results {
		for _, f := range r.Findings {
			for _, k := range []string{f.Check} {
				if byCheck[k] == nil {
					byCheck[k] = &tally{}
				}
				byCheck[k].add(f)
			}
			ck := f.Check + "/" + f.Category
			if byCat[ck] == nil {
				byCat[ck] = &tally{}
			}
			byCat[ck].add(f)
		}
		for _, h := range r.Hazards {
			if h.Latent {
				continue
			}
			kb := knownBy[h.Check]
			kb[1]++
			if h.Found {
				kb[0]++
			}
			knownBy[h.Check] = kb
			if byCheck[h.Check] == nil {
				byCheck[h.Check] = &tally{}
			}
		}
	}
	fmt.Fprintln(w, "| check | findings | TP | FP | unlabelled | precision | known found |")
	fmt.Fprintln(w, "|---|---:|---:|---:|---:|---:|---:|")
	for _, k := range sortedKeys(byCheck) {
		t := byCheck[k]
		kb := knownBy[k]
		fmt.Fprintf(w, "| %s | %d | %d | %d | %d | %s | %d/%d |\n", k, t.Findings, t.TP, t.FP, t.Unlabelled, t.precision(), kb[0], kb[1])
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| check/category | findings | TP | FP | unlabelled | precision |")
	fmt.Fprintln(w, "|---|---:|---:|---:|---:|---:|")
	for _, k := range sortedKeys(byCat) {
		t := byCat[k]
		fmt.Fprintf(w, "| %s | %d | %d | %d | %d | %s |\n", k, t.Findings, t.TP, t.FP, t.Unlabelled, t.precision())
	}
}

// printHazards lists the known hazards that no finding reports.
func printHazards(w io.Writer, results []*moduleResult) {
	var missed []string
	for _, r := range results {
		for _, h := range r.Hazards {
			if !h.Found {
				s := "missed"
				switch {
				case h.Latent && h.FoundStrict:
					s = "latent, strict"
				case h.Latent:
					s = "latent, missed"
				case h.FoundStrict:
					s = "strict only"
				}
				missed = append(missed, fmt.Sprintf("- %s %s %s/%s %q (%s)", s, h.Module, h.Check, h.Category, h.Name, h.File))
			}
		}
	}
	if len(missed) > 0 {
		fmt.Fprintln(w, "Known hazards not reported in default mode:")
		for _, m := range missed {
			fmt.Fprintln(w, m)
		}
	}
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	s = strings.ReplaceAll(s, "|", "/")
	if len(s) > n {
		s = s[:n] + "..."
	}
	return s
}
