// Command eval measures fixturelint on public Go modules: how many of its findings are right
// (against labels written by reading the code), which known hazards it reports, whether its
// fixes keep the modules building and their tests passing, and what it costs over a no-op vet
// tool. See eval/README.md.
//
//	go run ./eval                  # every module of eval/modules.tsv
//	go run ./eval -short           # the CI subset: a few small modules, no strict mode, no timing
//	go run ./eval -module M -strict -pending
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"
)

// shortModules is the CI subset: small modules that download, build and test quickly, two of
// them with labelled findings (go-pagerduty, linodego). None of the modules whose findings
// have fixes is small and quick to test (their suites wait for a Kafka broker), so the fix
// check runs here only when a check starts to suggest fixes on these.
var shortModules = []string{
	"github.com/jarcoal/httpmock",
	"github.com/dghubble/sling",
	"github.com/hashicorp/go-retryablehttp",
	"github.com/PagerDuty/go-pagerduty",
	"github.com/linode/linodego",
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("eval: ")
	userCache, _ := os.UserCacheDir()
	short := flag.Bool("short", false, "run the CI subset (default mode, fix check, no timing); exit non-zero on any error, panic or fix breakage")
	only := flag.String("module", "", "evaluate only these modules (module paths of modules.tsv, comma-separated)")
	strict := flag.Bool("strict", false, "also run the checks' strict mode and report a labelled sample of its findings")
	jobs := flag.Int("j", 1, "modules evaluated at once")
	cacheDir := flag.String("cache", filepath.Join(userCache, "fixturelint-eval"), "directory for the tools and the modules' writable copies")
	out := flag.String("out", "", "write the results as JSON to this file")
	notime := flag.Bool("notime", false, "skip the cost measurement")
	nofix := flag.Bool("nofix", false, "skip the fix check")
	rounds := flag.Int("rounds", 2, "measured rounds of the cost measurement (after one warm-up)")
	pending := flag.Bool("pending", false, "add a row with an empty label to the labels file for every finding (and strict sample) key without one")
	from := flag.String("from", "", "run nothing: print the tables of these -out files (comma-separated; costs missing from the first are taken from the others) again, with the labels and hazards as they are now")
	costOnly := flag.Bool("costonly", false, "only measure the cost (a run to merge with -from into one without timing)")
	setName := flag.String("set", "tuning", "the module set: tuning (eval/modules.tsv, the modules the checks were developed on) or blind (eval/blind/, modules chosen and hazard-labelled before fixturelint ever ran on them)")
	flag.Parse()

	root, err := repoRoot()
	if err != nil {
		log.Fatal(err)
	}
	set, err := moduleSet(root, *setName)
	if err != nil {
		log.Fatal(err)
	}
	mods, err := readModules(set.file("modules.tsv"))
	if err != nil {
		log.Fatal(err)
	}
	hazards, err := readHazards(set.file("hazards.tsv"))
	if err != nil {
		log.Fatal(err)
	}
	if *from != "" {
		os.Exit(report(strings.Split(*from, ","), root, set, mods, hazards, *out, *pending))
	}
	mods = selectModules(mods, *only, *short)
	if len(mods) == 0 {
		log.Fatalf("no module selected")
	}
	for _, h := range hazards {
		if !slices.ContainsFunc(mods, func(m module) bool { return m.Path == h.Module }) && *only == "" && !*short {
			log.Printf("hazards.tsv names %s, which modules.tsv does not list", h.Module)
		}
	}
	cfg := config{Cache: *cacheDir, LabelsDir: set.file("labels"), Strict: *strict && !*short,
		Time: !*notime && !*short, Fix: !*nofix, Pending: *pending, Rounds: *rounds, CostOnly: *costOnly}
	if err := os.MkdirAll(cfg.Cache, 0o755); err != nil {
		log.Fatal(err)
	}
	t, err := buildTools(root, cfg.Cache)
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("fixturelint %s, %d modules, -j %d", t.Commit, len(mods), *jobs)

	results := make([]*moduleResult, len(mods))
	var wg sync.WaitGroup
	sem := make(chan struct{}, max(1, *jobs))
	for i, m := range mods {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			results[i] = evaluate(cfg, t, m, hazards)
			saveProgress(cfg.Cache, results[i])
		}()
	}
	wg.Wait()

	doc := resultsDoc{Date: time.Now().UTC().Format(time.RFC3339), Fixturelint: t.Commit, Go: runtime.Version(), Strict: cfg.Strict, Set: set.label(), Modules: results}
	status := printReport(&doc, *short)
	if *out != "" {
		if err := writeResults(*out, &doc); err != nil {
			log.Fatal(err)
		}
	}
	os.Exit(status)
}

// printReport prints the tables and the summary line and returns the exit status: 1 on
// panics, and with short also on fix breakages and modules that could not be evaluated.
func printReport(doc *resultsDoc, short bool) int {
	results := doc.Modules
	s := summarize(results)
	s.Set = doc.Set
	doc.Summary, doc.Line = s, s.line()
	w := os.Stdout
	fmt.Fprintf(w, "fixturelint %s, %s, %s\n\n", doc.Fixturelint, doc.Go, day(doc.Date))
	printModuleTable(w, results, doc.Strict)
	fmt.Fprintln(w)
	printCheckTable(w, results)
	fmt.Fprintln(w)
	printHazards(w, results)
	failed := 0
	for _, r := range results {
		if r.Err != "" {
			failed++
			fmt.Fprintf(w, "error: %s: %s\n", r.Module, r.Err)
		}
	}
	fmt.Fprintln(w, s.line())
	if s.Panics > 0 || short && (s.FixBroken > 0 || failed > 0) {
		return 1
	}
	return 0
}

// selectModules keeps the module named by only, or the CI subset when short.
func selectModules(mods []module, only string, short bool) []module {
	var out []module
	for _, m := range mods {
		switch {
		case only != "":
			if slices.Contains(strings.Split(only, ","), m.Path) {
				out = append(out, m)
			}
		case short:
			if slices.Contains(shortModules, m.Path) {
				out = append(out, m)
			}
		default:
			out = append(out, m)
		}
	}
	return out
}

// resultsDoc is the -out file.
type resultsDoc struct {
	Date        string          `json:"date"`
	Fixturelint string          `json:"fixturelint"`
	Go          string          `json:"go"`
	Strict      bool            `json:"strict"`
	Set         string          `json:"set,omitempty"` // the module set (set.go); empty: tuning
	Summary     summary         `json:"summary"`
	Line        string          `json:"line"`
	Modules     []*moduleResult `json:"modules"`
}

func writeResults(path string, doc *resultsDoc) error {
	data, err := json.MarshalIndent(doc, "", "\t")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}

// saveProgress writes one module's result as soon as it is known, so that a long run can be
// read (and labelled) before it ends, and resumed from with -from after a crash.
func saveProgress(cache string, r *moduleResult) {
	dir := filepath.Join(cache, "progress")
	if r.CostOnly {
		dir += "-cost" // never over a full result
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return
	}
	data, err := json.MarshalIndent(r, "", "\t")
	if err == nil {
		os.WriteFile(filepath.Join(dir, strings.ReplaceAll(r.Module, "/", "_")+"@"+r.Version+".json"), data, 0o644)
	}
}

// day returns the day of an RFC 3339 time, or "date unknown" for a results file that has
// none.
func day(t string) string {
	if len(t) < 10 {
		return "date unknown"
	}
	return t[:10]
}
