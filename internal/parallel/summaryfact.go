package parallel

import (
	"bytes"
	"encoding/binary"
	"go/types"
	"slices"
)

// summariesFact carries the summaries of several functions between packages, still encoded:
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
type summariesFact struct {
	encoded []byte
	index   map[string][]byte // name -> Summary.MarshalBinary bytes, built on first lookup
}

func (*summariesFact) AFact() {}

// newSummariesFact encodes the summaries, by function (or method) name.
func newSummariesFact(byName map[string]*Summary) *summariesFact {
	names := make([]string, 0, len(byName))
	for name := range byName {
		names = append(names, name)
	}
	slices.Sort(names)
	out := binary.AppendUvarint(nil, uint64(len(names)))
	for _, name := range names {
		data, _ := byName[name].MarshalBinary() // never fails
		out = binary.AppendUvarint(out, uint64(len(name)))
		out = append(out, name...)
		out = binary.AppendUvarint(out, uint64(len(data)))
		out = append(out, data...)
	}
	return &summariesFact{encoded: out}
}

// lookup decodes the summary of the named function; it returns nil when there is none or the
// fact is damaged.
func (f *summariesFact) lookup(name string) *Summary {
	if f.index == nil {
		f.index = f.parseIndex()
	}
	data, ok := f.index[name]
	if !ok {
		return nil
	}
	s := new(Summary)
	if s.UnmarshalBinary(data) != nil {
		return nil
	}
	return s
}

// parseIndex splits the encoding into its entries; a damaged encoding yields those before the
// damage.
func (f *summariesFact) parseIndex() map[string][]byte {
	data := f.encoded
	next := func() ([]byte, bool) {
		n, k := binary.Uvarint(data)
		if k <= 0 || n > uint64(len(data)-k) {
			return nil, false
		}
		b := data[k : k+int(n)]
		data = data[k+int(n):]
		return b, true
	}
	n, k := binary.Uvarint(data)
	if k <= 0 || n > uint64(len(data)) {
		return map[string][]byte{}
	}
	data = data[k:]
	index := make(map[string][]byte, n)
	for range n {
		name, ok1 := next()
		body, ok2 := next()
		if !ok1 || !ok2 {
			break
		}
		index[string(name)] = body
	}
	return index
}

// MarshalBinary returns the encoding as it was received or built.
func (f *summariesFact) MarshalBinary() ([]byte, error) { return f.encoded, nil }

// UnmarshalBinary keeps a copy of data (the decoder reuses its buffer) without decoding it.
func (f *summariesFact) UnmarshalBinary(data []byte) error {
	*f = summariesFact{encoded: bytes.Clone(data)}
	return nil
}

func (f *summariesFact) String() string {
	if f.index == nil {
		f.index = f.parseIndex()
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
		if s := f.lookup(name); s != nil {
			b.WriteString(s.String())
		}
	}
	return b.String()
}

// summaryHolder returns the object whose fact holds fn's summary, and fn's name in it: the
// receiver's named type for a method, nil (the package) for a function.
func summaryHolder(fn *types.Func) (*types.TypeName, string) {
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
