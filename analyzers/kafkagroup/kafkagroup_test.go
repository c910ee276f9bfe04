package kafkagroup_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/analyzers/kafkagroup"
)

func TestSinks(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), kafkagroup.Analyzer, "sinks")
}

func TestReused(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), kafkagroup.Analyzer, "reused")
}

func TestConstants(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), kafkagroup.Analyzer, "constants")
}

func TestCrossPackage(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), kafkagroup.Analyzer, "crosspkg", "crosspkg/testutil")
}
