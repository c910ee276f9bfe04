package e2e

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/fixturelint/fixturelint/internal/e2etest"
)

// TestReadmeExample checks that the README's example output is what the command prints on
// the bundled example: the fenced block between the example markers, line for line.
func TestReadmeExample(t *testing.T) {
	e2etest.SkipShort(t)
	t.Parallel()
	root := e2etest.Root(t)
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	want, ok := exampleBlock(string(readme))
	if !ok {
		t.Fatal("README.md has no fenced block between <!-- BEGIN example --> and <!-- END example -->")
	}
	res := e2etest.Run(t, root, nil, e2etest.Binary(t), "./testdata/example/...")
	res.WantExit(t, 1)
	got := strings.TrimRight(res.Stderr, "\n")
	// go vet prints each analyzer's findings together, the analyzers in no fixed order:
	// compare the findings, each with its related lines, as a set.
	if !slices.Equal(findingBlocks(got), findingBlocks(want)) {
		t.Errorf("README example output differs from what %s prints:\n--- README\n%s\n--- printed\n%s", res.Cmd, want, got)
	}
}

// findingBlocks splits go vet's text output into findings, each with the indented lines of
// its related information, sorted.
func findingBlocks(out string) []string {
	var blocks []string
	for _, line := range strings.Split(out, "\n") {
		if _, msg, ok := strings.Cut(line, ": "); ok && strings.HasPrefix(msg, "\t") && len(blocks) > 0 {
			blocks[len(blocks)-1] += "\n" + line
			continue
		}
		blocks = append(blocks, line)
	}
	slices.Sort(blocks)
	return blocks
}

// exampleBlock returns the first fenced code block after the BEGIN example marker that
// follows the line "It prints".
func exampleBlock(readme string) (string, bool) {
	_, rest, ok := strings.Cut(readme, "<!-- BEGIN example -->")
	if !ok {
		return "", false
	}
	rest, _, ok = strings.Cut(rest, "<!-- END example -->")
	if !ok {
		return "", false
	}
	_, rest, ok = strings.Cut(rest, "It prints")
	if !ok {
		return "", false
	}
	_, rest, ok = strings.Cut(rest, "```\n")
	if !ok {
		return "", false
	}
	block, _, ok := strings.Cut(rest, "```")
	return strings.TrimRight(block, "\n"), ok
}
