package main

import (
	"encoding/json"
	"log"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"time"
)

// report prints the tables of a previous run's -out file again, with the labels and the known
// hazards as they are now: labels written after a run change the figures without running
// fixturelint again; results of modules that modules.tsv no longer lists are dropped. The findings, fix results and costs are the run's. With out, the
// relabelled results are written there.
func report(paths []string, root string, set evalSet, mods []module, hazards []hazard, out string, pending bool) int {
	doc := readResults(paths[0])
	for _, p := range paths[1:] {
		mergeCosts(doc, readResults(p))
	}
	// Only the modules modules.tsv lists now, at its versions, in its order.
	var kept []*moduleResult
	for _, m := range mods {
		if i := slices.IndexFunc(doc.Modules, func(r *moduleResult) bool { return m.Path == r.Module && m.Version == r.Version }); i >= 0 {
			kept = append(kept, doc.Modules[i])
		}
	}
	doc.Modules = kept
	if doc.Set == "" {
		doc.Set = set.label()
	}
	if doc.Fixturelint == "unknown" {
		doc.Fixturelint = commitOf(root) // a progress directory does not say; the checkout does
	}
	labelsDir := set.file("labels")
	for _, r := range doc.Modules {
		if r.Err != "" {
			continue
		}
		labels, err := readLabels(labelsFile(labelsDir, r.Module))
		if err != nil {
			log.Fatal(err)
		}
		relabel(r, labels, hazards) // first: it names the findings as keys name them now
		if pending {
			if n, err := writePending(labelsFile(labelsDir, r.Module), toLabel(r), labels); err != nil {
				log.Fatal(err)
			} else if n > 0 {
				log.Printf("%s: %d keys to label in %s", r.Module, n, labelsFile(labelsDir, r.Module))
			}
		}
	}
	status := printReport(doc, false)
	if out != "" {
		if err := writeResults(out, doc); err != nil {
			log.Fatal(err)
		}
	}
	return status
}

// toLabel is what a saved run asks to be labelled: every default finding and the strict
// findings of the sample.
func toLabel(r *moduleResult) []finding {
	fs := slices.Clone(r.Findings)
	for _, f := range r.Strict {
		if slices.Contains(r.StrictSample, f.key()) {
			fs = append(fs, f)
		}
	}
	return fs
}

// readResults reads an -out file, one module's file, or a directory of the per-module files
// that a run saves as it goes (<cache>/progress, for a run that has not finished; a results
// directory).
func readResults(path string) *resultsDoc {
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		files, _ := filepath.Glob(filepath.Join(path, "*.json"))
		doc := &resultsDoc{Date: st.ModTime().UTC().Format(time.RFC3339), Fixturelint: "unknown", Go: runtime.Version()}
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				log.Fatal(err)
			}
			var r moduleResult
			if err := json.Unmarshal(data, &r); err != nil {
				log.Fatalf("%s: %v", f, err)
			}
			doc.Strict = doc.Strict || r.StrictSample != nil
			doc.Modules = append(doc.Modules, &r)
		}
		sort.Slice(doc.Modules, func(i, j int) bool { return doc.Modules[i].Module < doc.Modules[j].Module })
		return doc
	}
	data, err := os.ReadFile(path)
	if err != nil {
		log.Fatal(err)
	}
	// One module's own file, as a directory of results holds them, names its module at the
	// top; its strict findings are a list where a whole run's file has a flag.
	var one struct {
		Module string `json:"module"`
	}
	if err := json.Unmarshal(data, &one); err == nil && one.Module != "" {
		var r moduleResult
		if err := json.Unmarshal(data, &r); err != nil {
			log.Fatalf("%s: %v", path, err)
		}
		st, err := os.Stat(path)
		if err != nil {
			log.Fatal(err)
		}
		return &resultsDoc{Date: st.ModTime().UTC().Format(time.RFC3339), Fixturelint: "unknown", Go: runtime.Version(), Strict: r.StrictSample != nil, Modules: []*moduleResult{&r}}
	}
	var doc resultsDoc
	if err := json.Unmarshal(data, &doc); err != nil {
		log.Fatalf("%s: %v", path, err)
	}
	return &doc
}

// mergeCosts copies into doc the costs that other measured for modules doc did not time, adds
// the modules that only other evaluated (not only timed), and takes other's result for a module
// that doc could not evaluate.
func mergeCosts(doc, other *resultsDoc) {
	for _, o := range other.Modules {
		found := false
		for i, r := range doc.Modules {
			if r.Module == o.Module && r.Version == o.Version {
				found = true
				if r.Err != "" && o.Err == "" && !o.CostOnly {
					doc.Modules[i], r = o, o
				}
				if r.Cost == nil && o.Cost != nil {
					r.Cost = o.Cost
				}
			}
		}
		if !found && !o.CostOnly {
			doc.Modules = append(doc.Modules, o)
		}
	}
}

// relabel applies labels to a result's findings and strict sample, and matches the known
// hazards again.
func relabel(r *moduleResult, labels map[labelKey]label, hazards []hazard) {
	applyLabels(r.Findings, labels)
	applyLabels(r.Strict, labels)
	if r.StrictSample != nil {
		// Drawn again: the names, and so the keys, may have changed since the run.
		r.StrictSample = strictSample(r.Module, r.Strict, 20)
		r.StrictLabels = sampleLabels(r.StrictSample, labels)
	}
	r.Hazards = nil
	for _, h := range hazards {
		if h.Module == r.Module {
			r.Hazards = append(r.Hazards, hazardResult{hazard: h, Found: hazardFound(h, r.Findings), FoundStrict: hazardFound(h, r.Strict)})
		}
	}
}

// sampleLabels counts the labels of the sampled strict keys.
func sampleLabels(sample []labelKey, labels map[labelKey]label) map[string]int {
	counts := map[string]int{"TP": 0, "FP": 0, "unlabelled": 0}
	for _, k := range sample {
		switch labels[k].Label {
		case "TP", "FP":
			counts[labels[k].Label]++
		default:
			counts["unlabelled"]++
		}
	}
	return counts
}
