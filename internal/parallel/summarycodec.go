package parallel

import (
	"encoding/binary"
	"errors"
	"go/token"
)

// Summaries are the bulk of the facts that go vet writes for every package and decodes in
// every importer. Gob would spell out each position's absolute file name and decode the
// fields by reflection; this encoding writes every string once, in a table, and the rest as
// varints.

const summaryEncoding = 6 // bumped whenever the layout below changes

// MarshalBinary encodes the summary on its own, with its own string table (a summariesFact
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
			e.str(st.Callee)
			e.pos(st.Pos)
		}
		var flags uint64
		for i, set := range []bool{a.Locked, a.InParallelTest, a.Once, a.Root.Env, a.Restores, a.Scoped, a.KeyElems, a.Unsets} {
			if set {
				flags |= 1 << i
			}
		}
		e.uint(flags)
		e.int(a.KeyParam)
		e.int(a.ValueParam)
		e.uint(uint64(len(a.Guards)))
		for _, g := range a.Guards {
			e.str(g.Root.PkgPath)
			e.str(g.Root.Name)
			e.str(g.Path)
			e.str(g.Type)
		}
	}
}

// table appends the string table to out. It goes before the bodies, so that the decoder can
// resolve indices as it reads.
func (e *summaryEncoder) table(out []byte) []byte {
	out = binary.AppendUvarint(out, uint64(len(e.strings)))
	for _, str := range e.strings {
		out = binary.AppendUvarint(out, uint64(len(str)))
		out = append(out, str...)
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

// table reads a string table.
func (d *summaryDecoder) table() {
	d.strings = make([]string, d.count())
	for i := range d.strings {
		n := d.count()
		if d.err == nil {
			d.strings[i] = string(d.data[:n])
			d.data = d.data[n:]
		}
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
					a.Via[j] = Step{Callee: d.str(), Pos: d.pos()}
				}
			}
			flags := d.uint()
			a.Locked, a.InParallelTest, a.Once = flags&1 != 0, flags&2 != 0, flags&4 != 0
			a.Root.Env, a.Restores, a.Scoped = flags&8 != 0, flags&16 != 0, flags&32 != 0
			a.KeyElems, a.Unsets = flags&64 != 0, flags&128 != 0
			a.KeyParam = d.int()
			a.ValueParam = d.int()
			if n := d.count(); n > 0 {
				a.Guards = make([]Guard, n)
				for j := range a.Guards {
					a.Guards[j] = Guard{Root: Root{PkgPath: d.str(), Name: d.str()}, Path: d.str(), Type: d.str()}
				}
			}
		}
	}
	return s
}

type summaryEncoder struct {
	body    []byte
	strings []string
	index   map[string]int
}

func newSummaryEncoder() *summaryEncoder {
	return &summaryEncoder{index: make(map[string]int)}
}

func (e *summaryEncoder) uint(v uint64) { e.body = binary.AppendUvarint(e.body, v) }
func (e *summaryEncoder) int(v int)     { e.body = binary.AppendVarint(e.body, int64(v)) }

func (e *summaryEncoder) str(s string) {
	i, ok := e.index[s]
	if !ok {
		i = len(e.strings)
		e.index[s] = i
		e.strings = append(e.strings, s)
	}
	e.uint(uint64(i))
}

func (e *summaryEncoder) pos(p token.Position) {
	e.str(p.Filename)
	e.int(p.Offset)
	e.int(p.Line)
	e.int(p.Column)
}

type summaryDecoder struct {
	data    []byte
	strings []string
	err     error
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
	return token.Position{Filename: d.str(), Offset: d.int(), Line: d.int(), Column: d.int()}
}
