// Package corpus writes a synthetic Go module for benchmarking fixturelint: N packages of
// service code with parallel and serial tests, test helpers, shared HTTP clients, token maps
// and Kafka consumers, plus plain packages without tests. The third-party APIs the tests use
// (segmentio/kafka-go, IBM/sarama, x/oauth2) are small stub modules inside the generated tree,
// wired in with replace directives, so the module builds and vets offline.
//
// The packages come in groups of eight: one test-helper package (not a test file, it imports
// testing), two plain packages (no tests; they import each other in a shallow tree), and five
// service packages with tests (some with an external _test package too). Two service packages
// of each group carry a seeded race, in turn: a shared client mutated, a token map written, or
// a constant consumer group used, from a parallel test. The output is deterministic.
package corpus

import (
	"bytes"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"text/template"
)

// Module is the generated module's path.
const Module = "example.com/corpus"

// Kind is the role of a generated package.
type Kind int

const (
	Helper  Kind = iota // test helpers in a non-test file: Parallel(t), shared clients, token maps
	Plain               // plain code without tests
	Service             // service code with parallel and serial tests
)

// Package describes one generated package.
type Package struct {
	Index int
	Kind  Kind
	Path  string // import path
	Dir   string // relative to the module root
	Name  string
}

// Layout returns the packages of a corpus of n packages, in index order.
func Layout(n int) []Package {
	pkgs := make([]Package, n)
	for i := range pkgs {
		pkgs[i] = packageAt(i)
	}
	return pkgs
}

func packageAt(i int) Package {
	p := Package{Index: i}
	switch i % 8 {
	case 0:
		p.Kind, p.Name = Helper, fmt.Sprintf("testutil%d", i)
		p.Dir = "internal/testutil/" + p.Name
	case 1, 2:
		p.Kind, p.Name = Plain, fmt.Sprintf("model%d", i)
		p.Dir = "pkg/" + p.Name
	default:
		p.Kind, p.Name = Service, fmt.Sprintf("svc%d", i)
		p.Dir = "services/" + p.Name
	}
	p.Path = Module + "/" + p.Dir
	return p
}

// Write generates a corpus of n packages (n ≥ 1) into dir, which must not exist or be empty.
func Write(dir string, n int) error {
	if n < 1 {
		return fmt.Errorf("corpus: need at least one package, got %d", n)
	}
	if entries, err := os.ReadDir(dir); err == nil && len(entries) > 0 {
		return fmt.Errorf("corpus: %s is not empty", dir)
	}
	files := map[string]string{
		"go.mod":                        goMod,
		"third_party/kafka-go/go.mod":   "module github.com/segmentio/kafka-go\n\ngo 1.22\n",
		"third_party/kafka-go/kafka.go": stubKafkaGo,
		"third_party/sarama/go.mod":     "module github.com/IBM/sarama\n\ngo 1.22\n",
		"third_party/sarama/sarama.go":  stubSarama,
		"third_party/oauth2/go.mod":     "module golang.org/x/oauth2\n\ngo 1.22\n",
		"third_party/oauth2/oauth2.go":  stubOAuth2,
		"third_party/README":            "Stubs of third-party APIs with their real signatures, so that the corpus builds offline.\n",
	}
	for name, content := range files {
		if err := writeFile(filepath.Join(dir, name), []byte(content)); err != nil {
			return err
		}
	}
	for _, p := range Layout(n) {
		for name, tmpl := range templatesFor(p) {
			if err := render(filepath.Join(dir, p.Dir, name), tmpl, data(p)); err != nil {
				return fmt.Errorf("corpus: %s/%s: %v", p.Dir, name, err)
			}
		}
	}
	return nil
}

// tmplData is what the templates see.
type tmplData struct {
	Package
	Helper   Package   // the group's helper package
	Models   []Package // plain packages this one imports
	Peer     *Package  // an earlier service package of the group whose API the tests use
	Race     int       // which seeded race the package carries: 0 none, 1 client, 2 token, 3 group
	External bool      // also has an external _test package
	Funcs    []int     // indexes for the generated functions (size of the package)
}

func data(p Package) tmplData {
	d := tmplData{Package: p, Helper: packageAt(p.Index - p.Index%8)}
	group := p.Index / 8
	switch p.Kind {
	case Plain:
		// A shallow tree: model packages of group g import those of group g/2.
		if group > 0 {
			d.Models = []Package{packageAt(group/2*8 + 2)}
		}
		if p.Index%8 == 2 {
			d.Models = append(d.Models, packageAt(p.Index-1))
		}
	case Service:
		d.Models = []Package{packageAt(group*8 + 1), packageAt(group*8 + 2)}
		if p.Index%8 >= 5 {
			peer := packageAt(group*8 + 3)
			d.Peer = &peer
		}
		switch p.Index % 8 {
		case 4:
			d.Race = 1 + group%3
		case 6:
			d.Race = 1 + (group+1)%3
		}
		d.External = p.Index%2 == 1
	}
	d.Funcs = make([]int, 6)
	for i := range d.Funcs {
		d.Funcs[i] = i
	}
	return d
}

func templatesFor(p Package) map[string]*template.Template {
	switch p.Kind {
	case Helper:
		return map[string]*template.Template{"testutil.go": helperTmpl}
	case Plain:
		return map[string]*template.Template{"model.go": modelTmpl}
	}
	m := map[string]*template.Template{
		"service.go":      serviceTmpl,
		"service_test.go": serviceTestTmpl,
	}
	if p.Index%2 == 1 {
		m["external_test.go"] = externalTestTmpl
	}
	return m
}

func render(path string, t *template.Template, d tmplData) error {
	var buf bytes.Buffer
	if err := t.Execute(&buf, d); err != nil {
		return err
	}
	src, err := format.Source(buf.Bytes())
	if err != nil {
		return fmt.Errorf("%v\n%s", err, buf.Bytes())
	}
	return writeFile(path, src)
}

func writeFile(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}
