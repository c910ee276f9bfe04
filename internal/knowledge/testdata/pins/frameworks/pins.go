// Package pins imports the test frameworks whose APIs internal/knowledge names, at the
// versions this module pins, so that the drift checks can load them.
package pins

import (
	_ "github.com/onsi/ginkgo"
	_ "github.com/onsi/ginkgo/extensions/table"
	_ "github.com/onsi/ginkgo/v2"
	_ "github.com/stretchr/testify/suite"
)
