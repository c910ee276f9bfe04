// Command factsize reports how many bytes of facts fixturelint's vet tool wrote for each
// package of a go vet -work directory, by fact type, and how much of it the package passed on
// from its dependencies (facts about types of other packages, which unitchecker re-exports).
//
//	go vet -work -vettool=$(which fixturelint) -fixturelint.nonce=$RANDOM ./... 2>&1 | grep WORK=
//	factsize -top 20 /tmp/go-build123
//
// With -pkg it prints the decoded facts of one package, largest first.
package main

import (
	"bytes"
	"encoding/binary"
	"encoding/gob"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint"
)

// gobFact mirrors the record x/tools' internal/facts encodes for each fact.
type gobFact struct {
	PkgPath string
	Object  string
	Fact    analysis.Fact
}

type pkgSize struct {
	path          string
	types, facts  int
	own, passedOn int
	byType        map[string]int
	records       []gobFact
	recordSizes   []int
}

func main() {
	top := flag.Int("top", 15, "packages to list, largest facts first")
	pkg := flag.String("pkg", "", "print the facts of this package (import path), largest first")
	tally := flag.Bool("tally", false, "count the accesses of the summaries each package exports itself, by kind")
	flag.Parse()
	log.SetFlags(0)
	for _, a := range fixturelint.Analyzers() {
		for _, f := range a.FactTypes {
			gob.Register(f)
		}
	}
	dirs, _ := filepath.Glob(filepath.Join(flag.Arg(0), "b*"))
	importPath := regexp.MustCompile(`"ImportPath": "([^"]*)"`)
	var all []*pkgSize
	var sum pkgSize
	sum.byType = map[string]int{}
	for _, dir := range dirs {
		cfg, err := os.ReadFile(filepath.Join(dir, "vet.cfg"))
		if err != nil {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, "vet.out"))
		if err != nil || len(data) < 12 {
			continue
		}
		m := importPath.FindSubmatch(cfg)
		if m == nil {
			continue
		}
		p := &pkgSize{path: string(m[1]), byType: map[string]int{}}
		p.types = int(binary.LittleEndian.Uint32(data[4:8]))
		p.facts = int(binary.LittleEndian.Uint32(data[8:12]))
		factData := data[12+p.types : 12+p.types+p.facts]
		if len(factData) > 0 {
			var facts []gobFact
			if err := gob.NewDecoder(bytes.NewReader(factData)).Decode(&facts); err != nil {
				log.Printf("%s: %v", p.path, err)
			}
			for _, f := range facts {
				var b bytes.Buffer
				gob.NewEncoder(&b).Encode([]gobFact{f}) // an over-estimate by the type descriptors
				n := b.Len()
				p.byType[reflect.TypeOf(f.Fact).String()] += n
				if pathOf(f.PkgPath) == pathOf(p.path) {
					p.own += n
					if *tally && !strings.Contains(p.path, " [") {
						count(fmt.Sprint(f.Fact))
					}
				} else {
					p.passedOn += n
					passedOnBy[f.PkgPath+"."+f.Object] += n
				}
				if *pkg != "" && p.path == *pkg {
					p.records = append(p.records, f)
					p.recordSizes = append(p.recordSizes, n)
				}
			}
		}
		all = append(all, p)
		sum.types += p.types
		sum.facts += p.facts
		sum.own += p.own
		sum.passedOn += p.passedOn
		for k, v := range p.byType {
			sum.byType[k] += v
		}
	}
	fmt.Printf("%d packages: export data %d bytes, facts %d bytes (own %d, passed on %d, by record size)\n",
		len(all), sum.types, sum.facts, sum.own, sum.passedOn)
	printTypes(sum.byType)
	sort.Slice(all, func(i, j int) bool { return all[i].facts > all[j].facts })
	for i, p := range all {
		if i >= *top {
			break
		}
		fmt.Printf("%9d facts %9d types  own %8d passed on %8d  %s\n", p.facts, p.types, p.own, p.passedOn, p.path)
	}
	if *tally {
		printTally()
		fmt.Println("passed on, by type, summed over the packages that pass it on:")
		printTop(passedOnBy, *top)
	}
	for _, p := range all {
		if p.path != *pkg {
			continue
		}
		idx := make([]int, len(p.records))
		for i := range idx {
			idx[i] = i
		}
		sort.Slice(idx, func(a, b int) bool { return p.recordSizes[idx[a]] > p.recordSizes[idx[b]] })
		for _, i := range idx {
			f := p.records[i]
			fmt.Printf("%7d %s %s %T %s\n", p.recordSizes[i], f.PkgPath, f.Object, f.Fact, f.Fact)
		}
	}
}

// pathOf strips the test variant suffix ("p [p.test]") from an import path.
func pathOf(path string) string {
	if i := bytes.IndexByte([]byte(path), ' '); i >= 0 {
		return path[:i]
	}
	return path
}

func printTypes(byType map[string]int) {
	var names []string
	for k := range byType {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		fmt.Printf("  %-40s %d\n", k, byType[k])
	}
}

var (
	kinds  = map[string]int{}
	roots  = map[string]int{}
	funcs  int
	access = regexp.MustCompile(`^([a-z]+)\(([^.)]+)(\.[^.)]+)?`)
)

// count tallies the accesses of a flow.SummariesFact's text form ("Name:op(root.path)[flags] ...").
func count(text string) {
	for _, tok := range strings.Fields(text) {
		if i := strings.Index(tok, ":"); i >= 0 && !strings.Contains(tok[:i], "(") {
			funcs++
			tok = tok[i+1:]
		}
		m := access.FindStringSubmatch(tok)
		if m == nil {
			continue
		}
		root := "var"
		switch {
		case strings.HasPrefix(m[2], "param"):
			root = "param"
		case m[2] == "env":
			root = "env"
		}
		kinds[m[1]+" "+root]++
		if root == "var" {
			roots[m[1]+" "+m[2]+m[3]]++
		}
	}
}

var passedOnBy = map[string]int{}

func printTop(m map[string]int, n int) {
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return m[keys[i]] > m[keys[j]] })
	for i, k := range keys {
		if i == n {
			break
		}
		fmt.Printf("%10d %s\n", m[k], k)
	}
}

func printTally() {
	fmt.Printf("%d summaries\n", funcs)
	for _, m := range []map[string]int{kinds, roots} {
		var keys []string
		for k := range m {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool { return m[keys[i]] > m[keys[j]] })
		for i, k := range keys {
			if i == 40 {
				break
			}
			fmt.Printf("%8d %s\n", m[k], k)
		}
	}
}
