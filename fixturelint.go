// Package fixturelint lists fixturelint's analyzers for the command and for integrations
// such as the golangci-lint plugin.
package fixturelint

import (
	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/analyzers/kafkagroup"
	"github.com/fixturelint/fixturelint/analyzers/sharedclient"
	"github.com/fixturelint/fixturelint/analyzers/tokencache"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// Analyzers returns every fixturelint analyzer: the three checks, and the engine they share,
// which reports malformed //fixturelint:ignore directives.
func Analyzers() []*analysis.Analyzer {
	return []*analysis.Analyzer{
		parallel.Analyzer,
		sharedclient.Analyzer,
		tokencache.Analyzer,
		kafkagroup.Analyzer,
	}
}
