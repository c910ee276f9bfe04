package e2etest

import "strings"

// Screen returns what a terminal shows after receiving out: a carriage return moves back to
// the start of the line, and what follows overwrites it. Trailing spaces are removed.
func Screen(out string) string {
	var lines []string
	for _, line := range strings.Split(out, "\n") {
		var cells []rune
		col := 0
		for _, r := range line {
			if r == '\r' {
				col = 0
				continue
			}
			if col < len(cells) {
				cells[col] = r
			} else {
				cells = append(cells, r)
			}
			col++
		}
		lines = append(lines, strings.TrimRight(string(cells), " "))
	}
	return strings.Join(lines, "\n")
}
