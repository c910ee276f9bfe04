package corpus

import "text/template"

var helperTmpl = template.Must(template.New("helper").Parse(`// Package {{.Name}} holds the test helpers of a group of services: a shared client, a token
// cache, Kafka readers, and a helper that marks tests parallel.
package {{.Name}}

import (
	"context"
	"net/http"
	"net/http/cookiejar"
	"sync"
	"testing"
	"time"

	"github.com/IBM/sarama"
	"github.com/segmentio/kafka-go"
	"golang.org/x/oauth2"
)

// Brokers are the Kafka brokers of the test environment.
var Brokers = []string{"localhost:9092"}

// GroupID is the consumer group the integration tests join.
const GroupID = "corpus-tests-{{.Index}}"

var (
	sharedClient = newClient()
	tokenMu      sync.Mutex
	tokens       = map[string]*oauth2.Token{}
)

func newClient() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar, Timeout: 10 * time.Second}
}

// Parallel marks the test as parallel.
func Parallel(t *testing.T) {
	t.Helper()
	t.Parallel()
}

// Client returns the client the tests share.
func Client() *http.Client { return sharedClient }

// NewClient returns a client that belongs to t.
func NewClient(t *testing.T) *http.Client {
	t.Helper()
	c := newClient()
	t.Cleanup(c.CloseIdleConnections)
	return c
}

// Token returns the cached token of user.
func Token(user string) *oauth2.Token {
	tokenMu.Lock()
	defer tokenMu.Unlock()
	return tokens[user]
}

// SetToken caches a token without locking.
func SetToken(user string, tok *oauth2.Token) { tokens[user] = tok }

// Login fetches a token for user and caches it under the lock.
func Login(ctx context.Context, user string) *oauth2.Token {
	tok := &oauth2.Token{AccessToken: user + "-token", Expiry: time.Now().Add(time.Hour)}
	tokenMu.Lock()
	tokens[user] = tok
	tokenMu.Unlock()
	return tok
}

// Authorize sets the cached token of user on req.
func Authorize(req *http.Request, user string) {
	if tok := Token(user); tok != nil {
		tok.SetAuthHeader(req)
	}
}

// NewReader returns a reader in the shared consumer group.
func NewReader(topic string) *kafka.Reader {
	return kafka.NewReader(kafka.ReaderConfig{Brokers: Brokers, GroupID: GroupID, Topic: topic})
}

// NewGroup joins a consumer group named after the test.
func NewGroup(t *testing.T) sarama.ConsumerGroup {
	t.Helper()
	g, err := sarama.NewConsumerGroup(Brokers, t.Name(), sarama.NewConfig())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	return g
}

// Eventually retries f until it succeeds or d has passed.
func Eventually(t *testing.T, d time.Duration, f func() error) {
	t.Helper()
	deadline := time.Now().Add(d)
	for {
		err := f()
		if err == nil {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("eventually: %v", err)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
`))

var modelTmpl = template.Must(template.New("model").Parse(`// Package {{.Name}} is plain code without tests.
package {{.Name}}

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
{{range .Models}}
	"{{.Path}}"{{end}}
)

// ErrNotFound is returned for unknown records.
var ErrNotFound = errors.New("{{.Name}}: not found")

// Record is a row of the store.
type Record struct {
	ID    int
	Name  string
	Tags  []string
	Attrs map[string]string
}

// Store keeps records in memory, in insertion order.
type Store struct {
	byID  map[int]*Record
	order []int
}

// NewStore returns an empty store.
func NewStore() *Store { return &Store{byID: map[int]*Record{}} }

// Put adds or replaces r.
func (s *Store) Put(r *Record) {
	if _, ok := s.byID[r.ID]; !ok {
		s.order = append(s.order, r.ID)
	}
	s.byID[r.ID] = r
}

// Get returns the record id.
func (s *Store) Get(id int) (*Record, error) {
	r, ok := s.byID[id]
	if !ok {
		return nil, fmt.Errorf("record %d: %w", id, ErrNotFound)
	}
	return r, nil
}

// Sorted returns the records by name.
func (s *Store) Sorted() []*Record {
	out := make([]*Record, 0, len(s.order))
	for _, id := range s.order {
		out = append(out, s.byID[id])
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}
{{range .Funcs}}
// Transform{{.}} rewrites the tags of a record.
func Transform{{.}}(in []string) []string {
	out := make([]string, 0, len(in))
	for i, s := range in {
		switch {
		case i%({{.}}+2) == 0:
			out = append(out, strings.ToUpper(s))
		case strings.HasPrefix(s, "#"):
			out = append(out, strconv.Quote(s))
		default:
			out = append(out, fmt.Sprintf("%d:%s", i, s))
		}
	}
	sort.Strings(out)
	return out
}
{{end}}
// Describe summarizes r.
func Describe(r *Record) string {
	parts := []string{r.Name}
{{- range .Models}}
	parts = append(parts, {{.Name}}.Transform0(r.Tags)...){{end}}
	return strings.Join(parts, ",")
}
`))

var serviceTmpl = template.Must(template.New("service").Parse(`// Package {{.Name}} is the client of a remote service.
package {{.Name}}

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/segmentio/kafka-go"
{{range .Models}}
	"{{.Path}}"{{end}}
)

// Client is the HTTP client services use by default.
var Client = &http.Client{Timeout: 5 * time.Second}

// BaseURL is where the service runs.
var BaseURL = "http://{{.Name}}.internal"

// Service calls the remote API and caches what it reads.
type Service struct {
	HTTP  *http.Client
	Base  string
	Store *{{(index .Models 0).Name}}.Store
}

// New returns a service using the default client.
func New() *Service {
	return &Service{HTTP: Client, Base: BaseURL, Store: {{(index .Models 0).Name}}.NewStore()}
}

// Get fetches the record id.
func (s *Service) Get(ctx context.Context, id int) (*{{(index .Models 0).Name}}.Record, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.Base+"/records/"+fmt.Sprint(id), nil)
	if err != nil {
		return nil, err
	}
	resp, err := s.HTTP.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("get %d: %s", id, resp.Status)
	}
	var r {{(index .Models 0).Name}}.Record
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		return nil, err
	}
	s.Store.Put(&r)
	return &r, nil
}

// Search returns the names of the records matching q.
func (s *Service) Search(ctx context.Context, q string) ([]string, error) {
	v := url.Values{"q": {q}}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.Base+"/search?"+v.Encode(), nil)
	if err != nil {
		return nil, err
	}
	resp, err := s.HTTP.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var names []string
	if err := json.NewDecoder(resp.Body).Decode(&names); err != nil {
		return nil, err
	}
	for i, n := range names {
		names[i] = normalize{{index .Funcs 1}}(n)
	}
	return names, nil
}

// Publish writes an event about a record.
func Publish(ctx context.Context, w *kafka.Writer, r *{{(index .Models 1).Name}}.Record) error {
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	return w.WriteMessages(ctx, kafka.Message{Key: []byte(fmt.Sprint(r.ID)), Value: b})
}
{{range .Funcs}}
func normalize{{.}}(s string) string {
	s = strings.TrimSpace(s)
	if len(s) > {{.}}+8 {
		s = s[:{{.}}+8]
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 'A' && r <= 'Z':
			b.WriteRune(r + 'a' - 'A')
		case r == ' ' || r == '_':
			b.WriteByte('-')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
{{end}}`))

var serviceTestTmpl = template.Must(template.New("servicetest").Parse(`package {{.Name}}

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/segmentio/kafka-go"
{{- if eq .Race 2}}
	"golang.org/x/oauth2"{{end}}

	"{{.Helper.Path}}"
	"{{(index .Models 0).Path}}"
{{- if .Peer}}
	"{{.Peer.Path}}"{{end}}
)

func newServer(t *testing.T) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(` + "`" + `{"ID":1,"Name":"one"}` + "`" + `))
	}))
	t.Cleanup(srv.Close)
	return srv
}

func TestGetSerial(t *testing.T) {
	srv := newServer(t)
	s := New()
	s.Base = srv.URL
	if _, err := s.Get(t.Context(), 1); err != nil {
		t.Fatal(err)
	}
}

func TestGetParallel(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	s := &Service{HTTP: {{.Helper.Name}}.NewClient(t), Base: srv.URL, Store: {{(index .Models 0).Name}}.NewStore()}
	r, err := s.Get(t.Context(), 1)
	if err != nil {
		t.Fatal(err)
	}
	if r.Name != "one" {
		t.Errorf("name = %q, want one", r.Name)
	}
}

func TestTable(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		id   int
	}{{"{{"}}"one", 1}, {"two", 2}, {"three", 3}} {
		t.Run(tc.name, func(t *testing.T) {
			{{.Helper.Name}}.Parallel(t)
			srv := newServer(t)
			s := &Service{HTTP: {{.Helper.Name}}.NewClient(t), Base: srv.URL, Store: {{(index .Models 0).Name}}.NewStore()}
			if _, err := s.Get(t.Context(), tc.id); err != nil {
				t.Error(err)
			}
		})
	}
}

func TestAuth(t *testing.T) {
	t.Parallel()
	tok := {{.Helper.Name}}.Login(t.Context(), "{{.Name}}")
	if !tok.Valid() {
		t.Fatal("invalid token")
	}
	req := httptest.NewRequest(http.MethodGet, "/records/1", nil)
	{{.Helper.Name}}.Authorize(req, "{{.Name}}")
	if req.Header.Get("Authorization") == "" {
		t.Error("no authorization header")
	}
}

func TestConsume(t *testing.T) {
	t.Parallel()
	r := kafka.NewReader(kafka.ReaderConfig{Brokers: {{.Helper.Name}}.Brokers, GroupID: t.Name(), Topic: "{{.Name}}-events"})
	defer r.Close()
	if r.Config().GroupID != t.Name() {
		t.Fatal("wrong group")
	}
	g := {{.Helper.Name}}.NewGroup(t)
	_ = g
}

func TestSharedRead(t *testing.T) {
	c := {{.Helper.Name}}.Client()
	if c.Timeout == 0 {
		t.Fatal("no timeout")
	}
	{{.Helper.Name}}.Eventually(t, time.Second, func() error { return nil })
}
{{if eq .Race 1}}
func TestTimeout(t *testing.T) {
	t.Parallel()
	Client.Timeout = time.Second
	s := New()
	s.Base = newServer(t).URL
	if _, err := s.Get(t.Context(), 1); err != nil {
		t.Fatal(err)
	}
}
{{end}}{{if eq .Race 2}}
func TestTokenRefresh(t *testing.T) {
	t.Parallel()
	{{.Helper.Name}}.SetToken("{{.Name}}", &oauth2.Token{AccessToken: "refreshed"})
	if {{.Helper.Name}}.Token("{{.Name}}") == nil {
		t.Fatal("no token")
	}
}
{{end}}{{if eq .Race 3}}
func TestConsumeShared(t *testing.T) {
	t.Parallel()
	r := {{.Helper.Name}}.NewReader("{{.Name}}-events")
	defer r.Close()
	r2 := kafka.NewReader(kafka.ReaderConfig{Brokers: {{.Helper.Name}}.Brokers, GroupID: "{{.Name}}-consumers", Topic: "{{.Name}}-events"})
	defer r2.Close()
}
{{end}}{{if .Peer}}
func TestPeer(t *testing.T) {
	t.Parallel()
	p := {{.Peer.Name}}.New()
	p.Base = newServer(t).URL
	p.HTTP = {{.Helper.Name}}.NewClient(t)
	if _, err := p.Get(t.Context(), 1); err != nil {
		t.Fatal(err)
	}
}
{{end}}
func BenchmarkNormalize(b *testing.B) {
	for b.Loop() {
		normalize{{index .Funcs 0}}("Some Name_here")
	}
}

func BenchmarkNormalizeParallel(b *testing.B) {
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			normalize{{index .Funcs 2}}("Other Name")
		}
	})
}
`))

var externalTestTmpl = template.Must(template.New("externaltest").Parse(`package {{.Name}}_test

import (
	"fmt"
	"testing"

	"{{.Helper.Path}}"
	"{{.Path}}"
)

func TestExternalSerial(t *testing.T) {
	if {{.Name}}.New().Base == "" {
		t.Fatal("no base URL")
	}
}

func TestExternalParallel(t *testing.T) {
	{{.Helper.Name}}.Parallel(t)
	c := {{.Helper.Name}}.Client()
	if c.Jar == nil {
		t.Fatal("no cookie jar")
	}
	t.Run("sub", func(t *testing.T) {
		if {{.Name}}.Client.Timeout == 0 {
			t.Error("no timeout")
		}
	})
}

func ExampleNew() {
	fmt.Println({{.Name}}.New().Base != "")
	// Output: true
}
`))
