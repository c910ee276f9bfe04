package fixes

import "strings"

// ContainsWord reports whether s holds name as a whole word: not inside a longer run of
// letters and digits ("g" is not in "got", "orders" is in "group.id=orders").
func ContainsWord(s, name string) bool {
	if name == "" {
		return false
	}
	for i := 0; ; {
		j := strings.Index(s[i:], name)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(name)
		if !wordByte(s, start-1) && !wordByte(s, end) {
			return true
		}
		i = start + 1
	}
}

// wordByte reports whether s[i] exists and is an ASCII letter or digit.
func wordByte(s string, i int) bool {
	if i < 0 || i >= len(s) {
		return false
	}
	c := s[i]
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
