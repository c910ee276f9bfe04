package guard

import (
	"fmt"
	"sort"
	"strconv"
)

// A Misroute is one request of a test that carried state which another test, running at the
// same time, set or changed on a shared client or transport.
type Misroute struct {
	Kind     string `json:"kind"` // "cookie", "overwritten", "credential", "retry" or "moved"
	Instance string `json:"instance"`
	Test     string `json:"test"`
	Other    string `json:"other"` // the test that set or changed the state
	Request  string `json:"request"`
	Attempts int    `json:"attempts"`
	Changed  string `json:"changed"` // `cookie "session"`, "Authorization header", "transport"
	Count    int    `json:"count"`   // requests that showed it
	Message  string `json:"message"`
}

// A finding is a candidate misroute, with what the guard needs to judge and report it.
type finding struct {
	Misroute
	inst, from  *instance
	test, other *test
	what        string
	reported    bool // failed its test with t.Error
}

type findingKey struct {
	kind        string
	inst        *instance
	test, other *test
	what        string
}

// addFinding records a candidate misroute, or counts it again. Whether it is one is decided
// from the two tests' spans: when it is sent, and again at the end of the run.
func (r *run) addFinding(c *finding) *finding {
	k := findingKey{c.Kind, c.inst, c.test, c.other, c.what}
	if f := r.byFinding[k]; f != nil {
		f.Count++
		return f
	}
	c.Count = 1
	r.byFinding[k] = c
	r.findings = append(r.findings, c)
	return c
}

// changed says what the finding's request carried: `cookie "session"`.
func (f *finding) changed() string {
	switch f.Kind {
	case "cookie", "overwritten":
		return "cookie " + quote(f.what)
	case "credential":
		return f.what + " header"
	case "moved":
		return "transport"
	}
	return f.what
}

// message is the finding in go vet's voice.
func (r *run) message(f *finding) string {
	test, other := r.displayName(f.test), r.displayName(f.other)
	switch f.Kind {
	case "cookie":
		return fmt.Sprintf("misrouted request: %s sent %s through shared %s with cookie %q that parallel test %s received; give each test its own client",
			test, f.Request, f.inst, f.what, other)
	case "overwritten":
		return fmt.Sprintf("misrouted cookie: the response to %s in parallel test %s replaced cookie %q that %s received, in the jar of shared %s; give each test its own client",
			f.Request, other, f.what, test, f.inst)
	case "credential":
		return fmt.Sprintf("misrouted request: %s sent %s through shared %s with an %s header that parallel test %s also sent and then replaced; give each test its own client and credentials",
			test, f.Request, f.inst, f.what, other)
	case "retry":
		return fmt.Sprintf("misrouted retry: attempt %d of %s in %s carries %s that parallel test %s changed after attempt 1 on shared %s; give each test its own client",
			f.Attempts, f.Request, test, f.what, other, f.inst)
	case "moved":
		return fmt.Sprintf("misrouted retry: attempt %d of %s in %s left through %s, which parallel test %s uses, not through %s like attempt 1; give each test its own client",
			f.Attempts, f.Request, test, f.inst, other, f.from)
	}
	return f.Kind
}

func quote(s string) string { return strconv.Quote(s) }

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
