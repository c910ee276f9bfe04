package parallel

import (
	"golang.org/x/tools/go/analysis"
)

func run(pass *analysis.Pass) (any, error) {
	res := &Result{}
	res.directives = parseDirectives(pass, false)
	return res, nil
}
