package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"
)

// progressEnv names the environment variable through which the command tells the vet tool
// processes that go vet starts where to report: the address of a Unix socket. Each process
// connects when it starts and keeps the connection until it exits, so the command learns
// that a package is done when the connection closes, however the process ends.
const progressEnv = "FIXTURELINT_PROGRESS"

// wantProgress reports whether a run over packages should show a progress line: only when
// stderr is a terminal, and not when the output is meant for a program or a pager (-json,
// -fix -diff; -sarif runs the command with -json).
func wantProgress(args []string) bool {
	if boolFlag(args, "json") || boolFlag(args, "fix") && boolFlag(args, "diff") {
		return false
	}
	return isTerminal(os.Stderr)
}

// boolFlag reports whether the boolean flag name is set on the command line (-name,
// --name, -name=true; the last one wins). Values of other flags are never flag-like names,
// so the whole command line is scanned.
func boolFlag(args []string, name string) bool {
	on := false
	for _, arg := range args {
		if arg == "--" {
			break
		}
		n, value, hasValue := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(arg, "-"), "-"), "=")
		if !strings.HasPrefix(arg, "-") || n != name {
			continue
		}
		b, err := strconv.ParseBool(value)
		on = !hasValue || err == nil && b
	}
	return on
}

// A progress draws one line on a terminal: the packages analysed so far, the findings
// printed so far, and the time elapsed. Output of go vet passes through its writers, which
// take the line away while they print and draw it again after.
type progress struct {
	term          io.Writer
	countFindings bool // false with -fix, which prints no findings
	start         time.Time
	dir           string
	listener      net.Listener
	stopTicker    chan struct{}
	wg            sync.WaitGroup

	mu       sync.Mutex
	packages map[string]bool // the packages named on the command line that were analysed
	deps     int             // dependencies analysed for their facts
	findings int
	shown    int // length of the line on the terminal; 0 when none is shown
	drawn    time.Time
	stopped  bool // the line is cleared for good
}

// startProgress starts listening for the vet tool processes and returns the progress, and
// the environment entry that tells them where to report.
func startProgress(term io.Writer, countFindings bool) (*progress, string, error) {
	dir, err := os.MkdirTemp("", "fixturelint-")
	if err != nil {
		return nil, "", err
	}
	addr := filepath.Join(dir, "progress.sock")
	ln, err := net.Listen("unix", addr)
	if err != nil {
		os.RemoveAll(dir)
		return nil, "", err
	}
	p := &progress{
		term:          term,
		countFindings: countFindings,
		start:         time.Now(),
		dir:           dir,
		listener:      ln,
		stopTicker:    make(chan struct{}),
		packages:      make(map[string]bool),
	}
	p.wg.Add(2)
	go p.accept()
	go p.tick()
	return p, progressEnv + "=" + addr, nil
}

// accept counts each vet tool process that connects when its connection closes.
func (p *progress) accept() {
	defer p.wg.Done()
	for {
		conn, err := p.listener.Accept()
		if err != nil {
			return // the listener is closed
		}
		go func() {
			defer conn.Close()
			r := bufio.NewReader(conn)
			line, err := r.ReadString('\n')
			if err != nil {
				return
			}
			io.Copy(io.Discard, r) // until the process exits
			kind, path, _ := strings.Cut(strings.TrimSpace(line), " ")
			p.done(kind == "deps", path)
		}()
	}
}

// tick redraws the line every second, for the elapsed time.
func (p *progress) tick() {
	defer p.wg.Done()
	t := time.NewTicker(time.Second)
	defer t.Stop()
	for {
		select {
		case <-p.stopTicker:
			return
		case <-t.C:
			p.mu.Lock()
			p.draw()
			p.mu.Unlock()
		}
	}
}

// done records a finished vet tool process: a dependency analysed for its facts, or one of
// the packages named on the command line (its test variants and external test package count
// as that package).
func (p *progress) done(dep bool, path string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if dep {
		p.deps++
	} else {
		p.packages[strings.TrimSuffix(path, "_test")] = true
	}
	if p.shown == 0 || time.Since(p.drawn) >= 100*time.Millisecond {
		p.draw()
	}
}

// line is the progress line's text.
func (p *progress) line() string {
	var b strings.Builder
	fmt.Fprintf(&b, "fixturelint: %s analysed", plural(len(p.packages), "package"))
	if p.deps > 0 {
		fmt.Fprintf(&b, " (and %s)", plural(p.deps, "dependency"))
	}
	if p.countFindings {
		fmt.Fprintf(&b, ", %s", plural(p.findings, "finding"))
	}
	fmt.Fprintf(&b, ", %s", time.Since(p.start).Round(time.Second))
	return b.String()
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	if strings.HasSuffix(noun, "y") {
		return fmt.Sprintf("%d %sies", n, strings.TrimSuffix(noun, "y"))
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// draw shows the line in place of the one shown before. p.mu is held.
func (p *progress) draw() {
	if p.stopped {
		return
	}
	line := p.line()
	pad := max(p.shown-len(line), 0)
	fmt.Fprintf(p.term, "\r%s%s", line, strings.Repeat(" ", pad))
	if pad > 0 {
		fmt.Fprintf(p.term, "\r%s", line)
	}
	p.shown = len(line)
	p.drawn = time.Now()
}

// clear takes the line away, leaving the cursor at the start of the empty line. p.mu is
// held.
func (p *progress) clear() {
	if p.shown > 0 {
		fmt.Fprintf(p.term, "\r%s\r", strings.Repeat(" ", p.shown))
		p.shown = 0
	}
}

// stop takes the line away for good.
func (p *progress) stop() {
	p.listener.Close()
	close(p.stopTicker)
	p.wg.Wait()
	p.mu.Lock()
	p.clear()
	p.stopped = true
	p.mu.Unlock()
	os.RemoveAll(p.dir)
}

// finding matches a finding as go vet prints it ("file:line:col: message"); its related
// information lines have a tab after the position, and -c context lines start with a line
// number and a tab. A compiler error has the same form and counts too: the line is only an
// indication, and the errors print in full above it.
var finding = regexp.MustCompile(`^\S[^\t]*:\d+:\d+: [^\t]`)

// writer returns a writer for go vet's stdout or stderr that prints whole lines to dst with
// the progress line moved out of the way, counting the findings among them when findings is
// set. Call flush when go vet has exited.
func (p *progress) writer(dst io.Writer, findings bool) *lineWriter {
	return &lineWriter{p: p, dst: dst, findings: findings}
}

type lineWriter struct {
	p        *progress
	dst      io.Writer
	findings bool
	partial  []byte
}

func (w *lineWriter) Write(b []byte) (int, error) {
	data := append(w.partial, b...)
	end := bytes.LastIndexByte(data, '\n') + 1
	w.partial = append([]byte(nil), data[end:]...)
	if end > 0 {
		w.print(data[:end])
	}
	return len(b), nil
}

// flush prints what remains of an unfinished last line.
func (w *lineWriter) flush() {
	if len(w.partial) > 0 {
		w.print(append(w.partial, '\n'))
		w.partial = nil
	}
}

func (w *lineWriter) print(lines []byte) {
	p := w.p
	p.mu.Lock()
	defer p.mu.Unlock()
	shown := p.shown > 0
	p.clear()
	w.dst.Write(lines)
	if w.findings && p.countFindings {
		for line := range bytes.Lines(lines) {
			if finding.Match(line) {
				p.findings++
			}
		}
	}
	if shown {
		p.draw()
	}
}
