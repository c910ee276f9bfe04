package envrestore

import (
	"os"
	"testing"

	"envrestore/envutil"
)

func TestSnapshot(t *testing.T) { // want `region TestSnapshot serial`
	defer envutil.Pop(envutil.Stash()) // want `env write \* in TestSnapshot serial via envutil.Stash` `env write \* in TestSnapshot serial restores via envutil.Pop`
	os.Setenv("API_TOKEN", "x")        // want `env write API_TOKEN in TestSnapshot serial`
}

func TestMemory(t *testing.T) { // want `region TestMemory serial`
	rollback := envutil.Memory("API_TOKEN", "API_SECRET") // want `env read API_TOKEN in TestMemory serial via envutil.Memory` `env read API_SECRET in TestMemory serial via envutil.Memory` `env write API_TOKEN in TestMemory serial restores via envutil.Memory` `env write API_SECRET in TestMemory serial restores via envutil.Memory`
	defer rollback()
	os.Unsetenv("API_TOKEN") // want `env write API_TOKEN in TestMemory serial unsets`
}

// A slice passed with ... names nothing the caller can see.
func TestMemorySlice(t *testing.T) { // want `region TestMemorySlice serial`
	keys := []string{"API_TOKEN"}
	defer envutil.Memory(keys...)()
}
