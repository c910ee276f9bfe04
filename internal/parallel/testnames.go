package parallel

import (
	"fmt"
	"strings"
)

// TestNames names the top-level tests of accesses for a message: "TestA", "TestA and TestB",
// "TestA, TestB, TestC and 2 more".
func TestNames(accs []*Access) string {
	var names []string
	seen := make(map[string]bool)
	for _, a := range accs {
		if name := a.Region.Test.Name; !seen[name] {
			seen[name] = true
			names = append(names, name)
		}
	}
	switch {
	case len(names) == 1:
		return names[0]
	case len(names) <= 3:
		return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
	}
	return fmt.Sprintf("%s and %d more", strings.Join(names[:3], ", "), len(names)-3)
}
