package ginkgoaround

import (
	"os"

	. "github.com/onsi/ginkgo/v2"
)

// A node outside any container: it runs around every spec of the suite, the external test
// package's too.
var _ = AfterEach(func() {
	os.Unsetenv("TOKEN")
})
