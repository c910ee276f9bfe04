package lockscope

import (
	"sync"
	"testing"
)

var (
	mu     sync.RWMutex
	tokens = map[string]string{}
)

func unlockedWrite(k string) {
	mu.Lock()
	_ = tokens[k]
	mu.Unlock()
	tokens[k] = "v" // after Unlock: not protected // want `data race: parallel test TestA writes token cache tokens without holding a mutex while parallel test TestB uses it`
}

func rlockedWrite(k string) {
	mu.RLock()
	defer mu.RUnlock()
	tokens[k] = "v" // a read lock does not keep other writers out // want `data race: parallel test TestA writes token cache tokens without holding a mutex while parallel test TestB uses it`
}

func TestA(t *testing.T) {
	t.Parallel()
	unlockedWrite("a") // want `parallel test TestA reads token cache tokens while parallel test TestB refreshes it`
	rlockedWrite("a")  // reported once, at the write in the helper
}

func TestB(t *testing.T) {
	t.Parallel()
	unlockedWrite("a") // want `parallel test TestB reads token cache tokens while parallel test TestA refreshes it`
	rlockedWrite("b")  // reported once, at the write in the helper
}
