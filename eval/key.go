package main

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// A labelKey identifies a finding across line moves: the check, the category, the file
// (relative to the module root) and the shared thing's name. Every finding with the same key
// shares one label.
type labelKey struct {
	Check, Category, File, Name string
}

func (f finding) key() labelKey {
	return labelKey{Check: f.Check, Category: f.Category, File: f.File, Name: f.Name}
}

// keyName extracts the name of the shared thing a finding is about. The rule, in order:
//
//  1. the first double-quoted string in the message ("shared client \"api\" ...",
//     "constant consumer group \"orders\" ...");
//  2. otherwise NAME from the first related line "NAME is declared here" or "NAME declared here"
//     (token caches, token sources);
//  3. otherwise the word after "token cache " or "token source " in the message (tokencache
//     findings whose variable has no declaration line);
//  4. otherwise the first word of the message that is a qualified name, such as srv.Close,
//     http.Get or httpmock.Activate (teardown, global-default and default-transport-close
//     findings), with surrounding punctuation removed;
//  5. otherwise "".
func keyName(f finding) string {
	if name, ok := firstQuoted(f.Message); ok {
		return name
	}
	for _, r := range f.Related {
		for _, suffix := range []string{" is declared here", " declared here"} {
			if name, ok := strings.CutSuffix(r.Message, suffix); ok && name != "" && !strings.ContainsAny(name, " \t") {
				return name
			}
		}
	}
	if m := tokenThing.FindStringSubmatch(f.Message); m != nil {
		return m[1]
	}
	for _, word := range strings.Fields(f.Message) {
		word = strings.TrimFunc(word, func(r rune) bool { return !isNameRune(r) })
		if isQualifiedName(word) {
			return word
		}
	}
	return ""
}

var tokenThing = regexp.MustCompile(`token (?:cache|source) ([\pL_][\pL\pN_.]*[\pL\pN_])`)

// firstQuoted returns the first Go-quoted string in s, unquoted.
func firstQuoted(s string) (string, bool) {
	i := strings.IndexByte(s, '"')
	if i < 0 {
		return "", false
	}
	prefix, err := strconv.QuotedPrefix(s[i:])
	if err != nil {
		j := strings.IndexByte(s[i+1:], '"')
		if j < 0 {
			return "", false
		}
		return s[i+1 : i+1+j], true
	}
	name, err := strconv.Unquote(prefix)
	if err != nil {
		return "", false
	}
	return name, true
}

func isNameRune(r rune) bool {
	return r == '_' || r == '.' || unicode.IsLetter(r) || unicode.IsDigit(r)
}

// isQualifiedName reports whether w is ident(.ident)+ : pkg.Name, srv.Close, x.y.z.
func isQualifiedName(w string) bool {
	parts := strings.Split(w, ".")
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		if p == "" || unicode.IsDigit([]rune(p)[0]) {
			return false
		}
		for _, r := range p {
			if r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
				return false
			}
		}
	}
	return true
}
