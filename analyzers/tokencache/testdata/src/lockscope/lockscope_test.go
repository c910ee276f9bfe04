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
	tokens[k] = "v" // after Unlock: not protected
}

func rlockedWrite(k string) {
	mu.RLock()
	defer mu.RUnlock()
	tokens[k] = "v" // a read lock does not keep other writers out
}

func TestA(t *testing.T) {
	t.Parallel()
	unlockedWrite("a") // want `data race: parallel test TestA writes token cache tokens` `parallel test TestA reads token cache tokens while parallel test TestB refreshes it`
	rlockedWrite("a")  // want `data race: parallel test TestA writes token cache tokens`
}

func TestB(t *testing.T) {
	t.Parallel()
	unlockedWrite("a") // want `data race: parallel test TestB writes token cache tokens` `parallel test TestB reads token cache tokens while parallel test TestA refreshes it`
	rlockedWrite("b")  // want `data race: parallel test TestB writes token cache tokens`
}
