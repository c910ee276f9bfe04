package guard

import (
	"net/http"
	"slices"
	"time"
)

// An observation is what the guard found about one attempt when it was sent.
type observation struct {
	test    *test
	attempt int        // 1 for a first sending
	found   []*finding // misroutes this attempt shows, confirmed when it was sent

	// For a request with a body, retries are found once the body is sent (see keyOf).
	key     requestKey
	cookies map[string]uint64
	auth    map[string]uint64
	body    *hashingBody
}

// begin records a request that test tst sends through inst and checks it against what other
// tests did on the same instance.
func (r *run) begin(inst *instance, tst *test, req *http.Request, now time.Time) observation {
	key, hasBody := keyOf(req)
	cookies := requestCookies(req)
	auth := requestAuth(req)

	r.mu.Lock()
	defer r.mu.Unlock()
	inst.requests++
	obs := observation{test: tst, attempt: 1}
	if tst == nil {
		return obs
	}
	if tst.first.IsZero() {
		tst.first = now
	}
	if inst.firstTest == nil {
		inst.firstTest = tst
	}
	inst.tests[tst] = true
	for other := range inst.inflight {
		if other != tst {
			r.recordOverlap(inst, tst, other, req)
		}
	}
	inst.inflight[tst]++

	var cands []*finding
	covered := map[string]bool{} // cookies a retry finding already names
	if hasBody {
		obs.key, obs.cookies, obs.auth = key, cookies, auth
	} else {
		cands = append(cands, r.resend(inst, tst, key, nil, cookies, auth, covered, &obs)...)
	}
	if !hasBody {
		cands = append(cands, cookieChecks(inst, tst, cookies, covered)...)
	}
	cands = append(cands, r.credentialSharing(inst, tst, req, auth)...)

	r.record(cands, req, now, &obs)
	return obs
}

// record adds the candidates that one attempt shows, and keeps those confirmed now.
func (r *run) record(cands []*finding, req *http.Request, now time.Time, obs *observation) {
	for _, c := range cands {
		if c.Request == "" {
			c.Request = describe(req)
		}
		if c.Attempts == 0 {
			c.Attempts = obs.attempt
		}
		f := r.addFinding(c)
		if f.test == obs.test && concurrent(f.test, f.other, now) && !slices.Contains(obs.found, f) {
			obs.found = append(obs.found, f)
		}
	}
}

// resend counts the attempts of a request and checks a resend against the first attempt.
func (r *run) resend(inst *instance, tst *test, key requestKey, body *hashingBody, cookies, auth map[string]uint64, covered map[string]bool, obs *observation) []*finding {
	a := tst.attempts[key]
	if a == nil || differ(a.body, body) {
		tst.attempts[key] = &attempt{n: 1, inst: inst, body: body, cookies: cookies, auth: auth}
		return nil
	}
	a.n++
	obs.attempt = a.n
	return r.retryChanges(inst, tst, a, key.host, cookies, auth, covered)
}

// sent checks a request with a body for a resend, now that the transport has read its body
// (or as much of it as it reads before answering).
func (r *run) sent(inst *instance, req *http.Request, obs *observation, now time.Time) {
	if obs.body == nil || obs.test == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	var cands []*finding
	covered := map[string]bool{}
	cands = r.resend(inst, obs.test, obs.key, obs.body, obs.cookies, obs.auth, covered, obs)
	cands = append(cands, cookieChecks(inst, obs.test, obs.cookies, covered)...)
	r.record(cands, req, now, obs)
}

// cookieChecks finds the cookies of a request that another test's response set in the jar.
// covered names the cookies that a retry finding of the same request already reports.
func cookieChecks(inst *instance, tst *test, cookies map[string]uint64, covered map[string]bool) []*finding {
	if inst.jar == nil {
		return nil
	}
	var out []*finding
	for _, name := range sortedKeys(cookies) {
		if covered["cookie "+name] {
			continue
		}
		if other := cookieOwner(inst.jar, cookieKey{name, cookies[name]}, tst); other != nil {
			out = append(out, &finding{Misroute: Misroute{Kind: "cookie"}, inst: inst, test: tst, other: other, what: name})
		}
	}
	return out
}

// end records that tst's request on inst is done.
func (r *run) end(inst *instance, tst *test, now time.Time) {
	if tst == nil {
		return
	}
	r.mu.Lock()
	if inst.inflight[tst]--; inst.inflight[tst] <= 0 {
		delete(inst.inflight, tst) // begin looks at every test in flight
	}
	tst.last = now
	r.mu.Unlock()
}

// cookieOwner returns the other test whose response set this cookie value in the jar, or nil
// when tst received the value itself, or it was set outside any test.
func cookieOwner(jar *jarState, k cookieKey, tst *test) *test {
	setters := jar.setters[k]
	for _, s := range setters {
		if s.test == tst {
			return nil
		}
	}
	if len(setters) == 0 {
		return nil
	}
	return setters[len(setters)-1].test
}

// retryChanges compares a resend with the test's first attempt: cookies and auth headers that
// another test changed in between, and a resend that leaves on an instance that another test
// uses.
func (r *run) retryChanges(inst *instance, tst *test, a *attempt, host string, cookies, auth map[string]uint64, covered map[string]bool) []*finding {
	var out []*finding
	if inst.jar != nil && a.inst == inst {
		for _, name := range sortedKeys(cookies) {
			v := cookies[name]
			if old, ok := a.cookies[name]; ok && old == v {
				continue
			}
			if other := cookieOwner(inst.jar, cookieKey{name, v}, tst); other != nil {
				covered["cookie "+name] = true
				out = append(out, &finding{Misroute: Misroute{Kind: "retry"}, inst: inst, test: tst, other: other, what: "cookie " + quote(name)})
			}
		}
	}
	if a.inst == inst {
		for _, name := range sortedKeys(auth) {
			v := auth[name]
			if old, ok := a.auth[name]; ok && old == v {
				continue
			}
			if senders := inst.senders[credKey{scopeOf(inst, name, host), v}]; len(senders) > 0 && senders[0] != tst {
				out = append(out, &finding{Misroute: Misroute{Kind: "retry"}, inst: inst, test: tst, other: senders[0], what: name + " header"})
			}
		}
	}
	if a.inst != inst && inst.firstTest != nil && inst.firstTest != tst {
		out = append(out, &finding{Misroute: Misroute{Kind: "moved"}, inst: inst, test: tst, other: inst.firstTest, from: a.inst})
	}
	return out
}

// credentialSharing records the auth headers tst sends and finds the tests that send a value
// which one of them has since replaced by another: they share a credential that one of them
// rotates (an OAuth refresh, a new login), so the other's requests carry a revoked credential
// or the rotating test's new one.
func (r *run) credentialSharing(inst *instance, tst *test, req *http.Request, auth map[string]uint64) []*finding {
	var out []*finding
	for _, name := range sortedKeys(auth) {
		v := auth[name]
		scope := scopeOf(inst, name, req.URL.Host)
		k := credKey{scope, v}
		if _, sent := inst.sentWith[sentKey{k, tst}]; !sent {
			inst.senders[k] = append(inst.senders[k], tst)
			inst.sentWith[sentKey{k, tst}] = describe(req)
		}
		vals := tst.values[scope]
		if !slices.Contains(vals, v) {
			vals = append(vals, v)
			tst.values[scope] = vals
			// The first test to send a new value after an old one replaced the credential
			// (refreshed a token, logged in again); tests that only follow a shared cache to
			// the new value did not.
			if len(vals) > 1 && inst.senders[k][0] == tst {
				tst.rotated[scope] = true
				inst.rotations[scope]++
				for _, old := range vals {
					for _, other := range inst.senders[credKey{scope, old}] {
						if other != tst {
							out = append(out, &finding{Misroute: Misroute{Kind: "credential", Request: inst.sentWith[sentKey{credKey{scope, old}, other}], Attempts: 1},
								inst: inst, test: other, other: tst, what: name})
						}
					}
				}
			}
		}
		// A test that sent this value too and replaced a credential here shares what tst uses.
		if inst.rotations[scope] == 0 {
			continue // nobody did: a shared static credential is no misroute
		}
		for _, other := range inst.senders[k] {
			if other != tst && other.rotated[scope] {
				out = append(out, &finding{Misroute: Misroute{Kind: "credential"}, inst: inst, test: tst, other: other, what: name})
			}
		}
	}
	return out
}

func scopeOf(inst *instance, name, host string) scopeKey {
	return scopeKey{inst: inst.id, name: name, host: host}
}

func (r *run) recordOverlap(inst *instance, a, b *test, req *http.Request) {
	if a.seq > b.seq {
		a, b = b, a
	}
	k := [2]int{a.seq, b.seq}
	if o := inst.overlaps[k]; o != nil {
		o.count++
		return
	}
	o := &overlap{inst: inst, a: a, b: b, request: describe(req), count: 1}
	inst.overlaps[k] = o
	r.overlaps = append(r.overlaps, o)
}
