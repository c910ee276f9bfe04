package guard

import (
	"sync"
	"testing"
)

func TestGoidMatchesStack(t *testing.T) {
	if !fastGoidOK {
		t.Logf("no fast goroutine id on this platform: using runtime.Stack")
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			if got, want := goid(), stackGoid(); got != want || want == 0 {
				t.Errorf("goid() = %d, runtime.Stack says %d", got, want)
			}
		})
	}
	wg.Wait()
}

func TestStackFramesNameTheTest(t *testing.T) {
	info := stackFrames()
	if info.testFunc != "TestStackFramesNameTheTest" {
		t.Errorf("testFunc = %q, want TestStackFramesNameTheTest", info.testFunc)
	}
	t.Run("sub", func(t *testing.T) {
		sub := stackFrames()
		if sub.testFunc != "TestStackFramesNameTheTest.func1" {
			t.Errorf("subtest testFunc = %q", sub.testFunc)
		}
		if sub.parent != info.goid {
			t.Errorf("subtest parent = %d, want %d", sub.parent, info.goid)
		}
	})
	done := make(chan frameInfo)
	go func() { done <- stackFrames() }()
	if g := <-done; g.testFunc != "" || g.parent != info.goid {
		t.Errorf("goroutine started by the test: %+v, want no test function and parent %d", g, info.goid)
	}
}
