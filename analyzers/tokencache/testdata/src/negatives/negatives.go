// Package negatives has token-named state that is not a shared cache.
package negatives

type tokenKind int

const (
	kwIf tokenKind = iota
	kwFor
)

// tokens is a tokenizer's keyword table: a map literal that nothing writes.
var tokens = map[string]tokenKind{"if": kwIf, "for": kwFor}

func lex(word string) (tokenKind, bool) {
	k, ok := tokens[word]
	return k, ok
}

func fetchToken(user string) string { return "token-" + user }
