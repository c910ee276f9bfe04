// Package table is a stub of github.com/onsi/ginkgo/extensions/table (v1's tables): the
// signatures the engine needs.
package table

type TableEntry struct{}

func DescribeTable(description string, itBody interface{}, entries ...TableEntry) bool { return true }

func Entry(description interface{}, parameters ...interface{}) TableEntry  { return TableEntry{} }
func FEntry(description interface{}, parameters ...interface{}) TableEntry { return TableEntry{} }
func PEntry(description interface{}, parameters ...interface{}) TableEntry { return TableEntry{} }
