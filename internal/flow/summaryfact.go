package flow

import (
	"bytes"
	"encoding/binary"
	"go/types"
	"slices"
)

// SummariesFact carries the summaries of several functions between packages, still encoded:
// as a package fact, those of the package's functions; as a fact about a named type, those of
// its methods.
//
// go vet decodes every fact of every import before the analysis starts, and each package
// writes the facts about types and methods that it has imported back into its own facts, so
// that they reach packages that do not import the type's package directly. On a service with
// hundreds of dependencies that is thousands of summaries per package, of which the package's
// own code calls a handful, and the cost is per fact (locating its object, gob's framing) as
// well as per byte. So summaries travel in one fact per package and one per type with
// summarized methods (not one per function), and a fact keeps the bytes it was built from:
// receiving it is a copy, passing it on writes the same bytes again, and only the summaries
// that the engine looks up are decoded. Package facts are not passed on, and need not be: only
// a package that imports a function's package can call the function.
type SummariesFact struct {
	Encoded []byte
	// Built on first lookup: the tables, and each summary's fields by name.
	tables summaryTables
	index  map[string][]byte
}

func (*SummariesFact) AFact() {}

// summariesEncoding is the first byte of a SummariesFact; bumped whenever its layout changes.
const summariesEncoding = 7

// NewSummariesFact encodes the summaries, by function (or method) name: one table each of the
// strings (file names, package paths, callees), positions and call steps they share, then for
// each name the summary's fields.
func NewSummariesFact(byName map[string]*Summary) *SummariesFact {
	names := make([]string, 0, len(byName))
	for name := range byName {
		names = append(names, name)
	}
	slices.Sort(names)
	e := newSummaryEncoder()
	var bodies []byte
	bodies = binary.AppendUvarint(bodies, uint64(len(names)))
	for _, name := range names {
		e.body = e.body[:0]
		e.str(name)
		nameIndex := bytes.Clone(e.body)
		e.body = e.body[:0]
		e.summary(byName[name])
		bodies = append(bodies, nameIndex...)
		bodies = binary.AppendUvarint(bodies, uint64(len(e.body)))
		bodies = append(bodies, e.body...)
	}
	return &SummariesFact{Encoded: append(e.table([]byte{summariesEncoding}), bodies...)}
}

// Lookup decodes the summary of the named function; it returns nil when there is none or the
// fact is damaged.
func (f *SummariesFact) Lookup(name string) *Summary {
	if f.index == nil {
		f.parseIndex()
	}
	body, ok := f.index[name]
	if !ok {
		return nil
	}
	d := summaryDecoder{data: body, summaryTables: f.tables}
	s := d.summary()
	if d.err != nil || len(d.data) > 0 {
		return nil
	}
	return &s
}

// parseIndex reads the string table and splits the rest into the summaries' bodies; a damaged
// encoding yields the summaries before the damage.
func (f *SummariesFact) parseIndex() {
	f.index = make(map[string][]byte)
	if len(f.Encoded) == 0 || f.Encoded[0] != summariesEncoding {
		return
	}
	d := summaryDecoder{data: f.Encoded[1:]}
	d.table()
	f.tables = d.summaryTables
	for n := d.count(); n > 0 && d.err == nil; n-- {
		name := d.str()
		size := d.count()
		if d.err != nil {
			return
		}
		f.index[name] = d.data[:size]
		d.data = d.data[size:]
	}
}

// MarshalBinary returns the encoding as it was received or built.
func (f *SummariesFact) MarshalBinary() ([]byte, error) { return f.Encoded, nil }

// UnmarshalBinary keeps a copy of data (the decoder reuses its buffer) without decoding it.
func (f *SummariesFact) UnmarshalBinary(data []byte) error {
	*f = SummariesFact{Encoded: bytes.Clone(data)}
	return nil
}

func (f *SummariesFact) String() string {
	if f.index == nil {
		f.parseIndex()
	}
	names := make([]string, 0, len(f.index))
	for name := range f.index {
		names = append(names, name)
	}
	slices.Sort(names)
	var b bytes.Buffer
	for _, name := range names {
		if b.Len() > 0 {
			b.WriteString(" ")
		}
		b.WriteString(name + ":")
		if s := f.Lookup(name); s != nil {
			b.WriteString(s.String())
		}
	}
	return b.String()
}

// SummaryHolder returns the object whose fact holds fn's summary, and fn's name in it: the
// receiver's named type for a method, nil (the package) for a function.
func SummaryHolder(fn *types.Func) (*types.TypeName, string) {
	recv := fn.Signature().Recv()
	if recv == nil {
		return nil, fn.Name()
	}
	t := types.Unalias(recv.Type())
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	if named, ok := t.(*types.Named); ok {
		return named.Origin().Obj(), fn.Name()
	}
	return nil, "" // a method of an interface: nothing is summarized
}
