package guard

import (
	"bytes"
	"runtime"
	"strconv"
	"sync"
)

// goid returns the id of the calling goroutine. It reads the id from the runtime's goroutine
// structure where that was calibrated at start-up (see goid_fast.go), and otherwise parses it
// from the first line of runtime.Stack, which costs a traceback of the whole stack.
func goid() uint64 {
	if fastGoidOK {
		return fastGoid()
	}
	return stackGoid()
}

var stackBufs = sync.Pool{New: func() any { b := make([]byte, 8<<10); return &b }}

// stackGoid parses the calling goroutine's id from "goroutine 23 [running]:".
func stackGoid() uint64 {
	var buf [64]byte
	n := runtime.Stack(buf[:], false)
	id, _ := parseGoid(buf[:n])
	return id
}

func parseGoid(stack []byte) (uint64, bool) {
	line, _, _ := bytes.Cut(stack, []byte("\n"))
	rest, ok := bytes.CutPrefix(line, []byte("goroutine "))
	if !ok {
		return 0, false
	}
	digits, _, _ := bytes.Cut(rest, []byte(" "))
	id, err := strconv.ParseUint(string(digits), 10, 64)
	return id, err == nil
}

// A frameInfo says what the calling goroutine's stack tells about the test it belongs to.
type frameInfo struct {
	goid     uint64
	testFunc string // the function testing.tRunner (or (*B).runN) calls, "" when not a test goroutine
	parent   uint64 // the goroutine that created this one, 0 when unknown
}

// stackFrames reads the calling goroutine's stack. It costs a full traceback, so callers do
// it once per goroutine and cache the result.
func stackFrames() frameInfo {
	bp := stackBufs.Get().(*[]byte)
	defer stackBufs.Put(bp)
	buf := *bp
	n := runtime.Stack(buf, false)
	for n == len(buf) && len(buf) < 1<<20 {
		buf = make([]byte, 2*len(buf))
		n = runtime.Stack(buf, false)
		*bp = buf
	}
	return parseFrames(buf[:n])
}

// parseFrames parses a goroutine traceback in runtime.Stack's format: a header line, then two
// lines per frame (the function with its arguments, then the file and line), and at the end
// "created by F in goroutine N" with its file line.
func parseFrames(stack []byte) frameInfo {
	var info frameInfo
	info.goid, _ = parseGoid(stack)
	lines := bytes.Split(stack, []byte("\n"))
	for i, line := range lines {
		if bytes.HasPrefix(line, []byte("testing.tRunner(")) || bytes.HasPrefix(line, []byte("testing.(*B).runN(")) {
			if i >= 2 && info.testFunc == "" {
				info.testFunc = funcName(lines[i-2])
			}
		}
		if rest, ok := bytes.CutPrefix(line, []byte("created by ")); ok {
			if _, id, ok := bytes.Cut(rest, []byte(" in goroutine ")); ok {
				info.parent, _ = strconv.ParseUint(string(bytes.TrimSpace(id)), 10, 64)
			}
		}
	}
	return info
}

// funcName returns the function of a traceback line, without its arguments and package path:
// "example.com/p_test.TestX.func1(0xc000012345)" gives "TestX.func1".
func funcName(line []byte) string {
	if i := bytes.LastIndexByte(line, '('); i > 0 {
		line = line[:i]
	}
	if i := bytes.LastIndexByte(line, '/'); i >= 0 {
		line = line[i+1:]
	}
	if i := bytes.IndexByte(line, '.'); i >= 0 {
		line = line[i+1:]
	}
	return string(line)
}
