package ginkgosplit

import . "github.com/onsi/ginkgo/v2"

// A focused spec of the package's own test files: the external test package's RunSpecs
// runs it, and only the focused specs of both packages.
var _ = FIt("is focused", func() {})
