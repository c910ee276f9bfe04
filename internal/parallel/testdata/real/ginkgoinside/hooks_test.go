package ginkgoinside

import . "github.com/onsi/ginkgo/v2"

// Nodes inside a container of the package's own test files, none focused: they run around
// that container's specs only.
var _ = Describe("Own", func() {
	BeforeEach(func() {})
	It("runs", func() {})
})
