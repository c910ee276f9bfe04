package varmove

import "testing"

var inTests = map[string]string{} // want `move into each test`

func TestA(t *testing.T) {
	t.Parallel()
	inTests["a"] = "x"
}

func TestB(t *testing.T) {
	t.Parallel()
	_ = inTests["b"]
}

var inHelpers = map[string]string{} // want `move into each call of fill, cache`

func fill(t *testing.T) {
	t.Helper()
	inHelpers["k"] = "v"
}

func cache(tb testing.TB) map[string]string {
	return inHelpers
}

func TestC(t *testing.T) {
	fill(t)
	_ = cache(t)
}

var Exported = map[string]string{} // want `no move`

func TestD(t *testing.T) { _ = Exported }

var setInInit map[string]string // want `no move`

func init() { setInInit = map[string]string{} }

func TestE(t *testing.T) { _ = setInInit }

var viaPlainFunc = map[string]string{} // want `no move`

func lookup(k string) string { return viaPlainFunc[k] }

func TestF(t *testing.T) { _ = lookup("k") }

var pairOne, pairTwo = 1, 2 // want `no move` `no move`

func TestG(t *testing.T) { _, _ = pairOne, pairTwo }

var unused = 0 // want `no move`
