package flow

import (
	"encoding/binary"
	"errors"
	"go/token"
)

// Summaries are the bulk of the facts that go vet writes for every package and decodes in
// every importer. Gob would spell out each position's absolute file name and decode the
// fields by reflection; this encoding writes every string, every position and every call
// step once, in tables, and the rest as varints. The summaries of one type's methods share
// most of their positions and steps (the logging and retry helpers each method of an SDK
// client calls), so each access takes a few bytes.

const summaryEncoding = 10 // bumped whenever the layout below changes

// MarshalBinary encodes the summary on its own, with its own string table (a SummariesFact
// encodes several with one table, see summaryfact.go).
func (s *Summary) MarshalBinary() ([]byte, error) {
	e := newSummaryEncoder()
	e.summary(s)
	return append(e.table([]byte{summaryEncoding}), e.body...), nil
}

// summary appends the summary's fields to the body, its strings to the table.
func (e *summaryEncoder) summary(s *Summary) {
	e.uint(uint64(len(s.Parallel)))
	for _, p := range s.Parallel {
		e.int(p)
	}
	e.uint(uint64(len(s.Calls)))
	for _, c := range s.Calls {
		e.int(c.Param)
		var flags uint64
		if c.InParallelTest {
			flags |= 1
		}
		if c.Repeated {
			flags |= 2
		}
		e.uint(flags)
	}
	e.uint(uint64(len(s.Accesses)))
	for _, a := range s.Accesses {
		e.str(a.Root.PkgPath)
		e.str(a.Root.Name)
		e.int(a.Root.Param)
		e.int(int(a.Op))
		e.str(a.Path)
		e.pos(a.Site)
		e.uint(uint64(len(a.Via)))
		for _, st := range a.Via {
			e.step(st)
		}
		var flags uint64
		for i, set := range []bool{a.Locked, a.InParallelTest, a.Once, a.Root.Env, a.Restores, a.Scoped, a.KeyElems, a.Unsets, a.EnvValueKnown, a.LooksUp, a.KeyMapKeys} {
			if set {
				flags |= 1 << i
			}
		}
		e.uint(flags)
		e.int(a.KeyParam)
		e.int(a.ValueParam)
		if a.EnvValueKnown {
			e.str(a.EnvValue)
		}
		e.uint(uint64(len(a.Guards)))
		for _, g := range a.Guards {
			e.str(g.Root.PkgPath)
			e.str(g.Root.Name)
			e.str(g.Path)
			e.str(g.Type)
			e.int(g.Root.Param)
			flags := uint64(0)
			if g.Nil {
				flags |= 1
			}
			if g.NonEmpty {
				flags |= 2
			}
			e.uint(flags)
		}
	}
}

// table appends the tables of strings, positions and steps to out. They go before the
// bodies, so that the decoder can resolve indices as it reads.
func (e *summaryEncoder) table(out []byte) []byte {
	out = binary.AppendUvarint(out, uint64(len(e.strings)))
	for _, str := range e.strings {
		out = binary.AppendUvarint(out, uint64(len(str)))
		out = append(out, str...)
	}
	out = binary.AppendUvarint(out, uint64(len(e.positions)))
	for _, p := range e.positions {
		out = binary.AppendUvarint(out, uint64(e.index[p.Filename]))
		out = binary.AppendVarint(out, int64(p.Offset))
		out = binary.AppendVarint(out, int64(p.Line))
		out = binary.AppendVarint(out, int64(p.Column))
	}
	out = binary.AppendUvarint(out, uint64(len(e.steps)))
	for _, st := range e.steps {
		out = binary.AppendUvarint(out, uint64(e.index[st.Callee]))
		out = binary.AppendUvarint(out, uint64(e.posIndex[st.Pos]))
	}
	return out
}

// UnmarshalBinary decodes what MarshalBinary encoded; malformed input is an error.
func (s *Summary) UnmarshalBinary(data []byte) error {
	if len(data) == 0 || data[0] != summaryEncoding {
		return errors.New("summary fact: unknown encoding")
	}
	d := summaryDecoder{data: data[1:]}
	d.table()
	*s = d.summary()
	if d.err == nil && len(d.data) > 0 {
		d.err = errors.New("summary fact: trailing data")
	}
	return d.err
}

// table reads the tables of strings, positions and steps. Strings are decoded at once;
// positions and steps only where an entry is looked up (most of a fact's summaries never are),
// so the table keeps where each entry starts.
func (d *summaryDecoder) table() {
	d.strings = make([]string, d.count())
	for i := range d.strings {
		n := d.count()
		if d.err == nil {
			d.strings[i] = string(d.data[:n])
			d.data = d.data[n:]
		}
	}
	n := d.count()
	d.entries = d.data
	d.posAt = make([]uint32, n)
	for i := range d.posAt {
		d.posAt[i] = uint32(len(d.entries) - len(d.data))
		d.uint()
		d.int()
		d.int()
		d.int()
	}
	d.stepAt = make([]uint32, d.count())
	for i := range d.stepAt {
		d.stepAt[i] = uint32(len(d.entries) - len(d.data))
		d.uint()
		d.uint()
	}
}

// summary reads one summary's fields.
func (d *summaryDecoder) summary() Summary {
	var s Summary
	if n := d.count(); n > 0 {
		s.Parallel = make([]int, n)
		for i := range s.Parallel {
			s.Parallel[i] = d.int()
		}
	}
	if n := d.count(); n > 0 {
		s.Calls = make([]ParamCall, n)
		for i := range s.Calls {
			s.Calls[i].Param = d.int()
			flags := d.uint()
			s.Calls[i].InParallelTest, s.Calls[i].Repeated = flags&1 != 0, flags&2 != 0
		}
	}
	if n := d.count(); n > 0 {
		s.Accesses = make([]SummaryAccess, n)
		for i := range s.Accesses {
			a := &s.Accesses[i]
			a.Root = Root{PkgPath: d.str(), Name: d.str(), Param: d.int()}
			a.Op = Op(d.int())
			a.Path = d.str()
			a.Site = d.pos()
			if n := d.count(); n > 0 {
				a.Via = make([]Step, n)
				for j := range a.Via {
					a.Via[j] = d.step()
				}
			}
			flags := d.uint()
			a.Locked, a.InParallelTest, a.Once = flags&1 != 0, flags&2 != 0, flags&4 != 0
			a.Root.Env, a.Restores, a.Scoped = flags&8 != 0, flags&16 != 0, flags&32 != 0
			a.KeyElems, a.Unsets, a.EnvValueKnown = flags&64 != 0, flags&128 != 0, flags&256 != 0
			a.LooksUp, a.KeyMapKeys = flags&512 != 0, flags&1024 != 0
			a.KeyParam = d.int()
			a.ValueParam = d.int()
			if a.EnvValueKnown {
				a.EnvValue = d.str()
			}
			if n := d.count(); n > 0 {
				a.Guards = make([]Guard, n)
				for j := range a.Guards {
					g := Guard{Root: Root{PkgPath: d.str(), Name: d.str()}, Path: d.str(), Type: d.str()}
					g.Root.Param = d.int()
					flags := d.uint()
					g.Nil, g.NonEmpty = flags&1 != 0, flags&2 != 0
					a.Guards[j] = g
				}
			}
		}
	}
	return s
}

type summaryEncoder struct {
	body      []byte
	strings   []string
	index     map[string]int
	positions []token.Position
	posIndex  map[token.Position]int
	steps     []Step
	stepIndex map[Step]int
}

func newSummaryEncoder() *summaryEncoder {
	return &summaryEncoder{index: make(map[string]int), posIndex: make(map[token.Position]int), stepIndex: make(map[Step]int)}
}

func (e *summaryEncoder) uint(v uint64) { e.body = binary.AppendUvarint(e.body, v) }
func (e *summaryEncoder) int(v int)     { e.body = binary.AppendVarint(e.body, int64(v)) }

func (e *summaryEncoder) str(s string) { e.uint(uint64(e.internStr(s))) }

func (e *summaryEncoder) internStr(s string) int {
	i, ok := e.index[s]
	if !ok {
		i = len(e.strings)
		e.index[s] = i
		e.strings = append(e.strings, s)
	}
	return i
}

func (e *summaryEncoder) pos(p token.Position) { e.uint(uint64(e.internPos(p))) }

func (e *summaryEncoder) internPos(p token.Position) int {
	i, ok := e.posIndex[p]
	if !ok {
		e.internStr(p.Filename)
		i = len(e.positions)
		e.posIndex[p] = i
		e.positions = append(e.positions, p)
	}
	return i
}

func (e *summaryEncoder) step(st Step) {
	i, ok := e.stepIndex[st]
	if !ok {
		e.internStr(st.Callee)
		e.internPos(st.Pos)
		i = len(e.steps)
		e.stepIndex[st] = i
		e.steps = append(e.steps, st)
	}
	e.uint(uint64(i))
}

// summaryTables are what the bodies of one encoding refer to by index: the strings, and
// where in entries each position and step is encoded.
type summaryTables struct {
	strings []string
	entries []byte
	posAt   []uint32
	stepAt  []uint32
}

type summaryDecoder struct {
	data []byte
	summaryTables
	err error
}

func (d *summaryDecoder) uint() uint64 { return readVarint(d, binary.Uvarint) }
func (d *summaryDecoder) int() int     { return int(readVarint(d, binary.Varint)) }

// readVarint reads one varint with read (binary.Uvarint or binary.Varint).
func readVarint[T uint64 | int64](d *summaryDecoder, read func([]byte) (T, int)) T {
	if d.err != nil {
		return 0
	}
	v, n := read(d.data)
	if n <= 0 {
		d.err = errors.New("summary fact: truncated")
		return 0
	}
	d.data = d.data[n:]
	return v
}

// count reads a length, which cannot exceed the bytes left (every element takes one).
func (d *summaryDecoder) count() int {
	n := d.uint()
	if d.err == nil && n > uint64(len(d.data)) {
		d.err = errors.New("summary fact: length out of range")
	}
	if d.err != nil {
		return 0
	}
	return int(n)
}

func (d *summaryDecoder) str() string {
	i := d.uint()
	if d.err == nil && i >= uint64(len(d.strings)) {
		d.err = errors.New("summary fact: string index out of range")
	}
	if d.err != nil {
		return ""
	}
	return d.strings[i]
}

func (d *summaryDecoder) pos() token.Position {
	i := d.uint()
	if d.err == nil && i >= uint64(len(d.posAt)) {
		d.err = errors.New("summary fact: position index out of range")
	}
	if d.err != nil {
		return token.Position{}
	}
	e := d.entry(d.posAt[i])
	p := token.Position{Filename: e.str(), Offset: e.int(), Line: e.int(), Column: e.int()}
	d.err = e.err
	return p
}

func (d *summaryDecoder) step() Step {
	i := d.uint()
	if d.err == nil && i >= uint64(len(d.stepAt)) {
		d.err = errors.New("summary fact: step index out of range")
	}
	if d.err != nil {
		return Step{}
	}
	e := d.entry(d.stepAt[i])
	st := Step{Callee: e.str(), Pos: e.pos()}
	d.err = e.err
	return st
}

// entry returns a decoder of the table entry at offset.
func (d *summaryDecoder) entry(offset uint32) summaryDecoder {
	return summaryDecoder{data: d.entries[offset:], summaryTables: d.summaryTables}
}
