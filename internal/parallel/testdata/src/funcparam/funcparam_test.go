package funcparam

import (
	"net/http"
	"testing"

	"suite"
)

var client = &http.Client{}

func setTimeout(t *testing.T) {
	client.Timeout = 1
}

type fixture struct{ c *http.Client }

var shared = &fixture{c: &http.Client{}}

func (f *fixture) setTimeout(t *testing.T) {
	f.c.Timeout = 2
}

func TestSpawnedByName(t *testing.T) { // want `region TestSpawnedByName serial`
	suite.RunParallel(t, setTimeout) // want `field-write funcparam\.client\.Timeout in TestSpawnedByName parallel via funcparam\.setTimeout spawned$`
}

func TestSpawnedThroughTable(t *testing.T) { // want `region TestSpawnedThroughTable serial`
	suite.RunTable(t, suite.Constructor(setTimeout)) // want `field-write funcparam\.client\.Timeout in TestSpawnedThroughTable parallel via funcparam\.setTimeout spawned$`
}

func TestSpawnedLiteral(t *testing.T) { // want `region TestSpawnedLiteral serial`
	suite.RunParallel(t, func(t *testing.T) {
		client.Timeout = 3 // want `field-write funcparam\.client\.Timeout in TestSpawnedLiteral parallel spawned$`
	})
}

func TestSpawnedMethodValue(t *testing.T) { // want `region TestSpawnedMethodValue serial`
	suite.RunParallel(t, shared.setTimeout) // want `method-call funcparam\.shared\.setTimeout in TestSpawnedMethodValue serial$` `field-write funcparam\.shared\.c\.Timeout in TestSpawnedMethodValue parallel via funcparam\.fixture\.setTimeout spawned$`
}

// Negatives: the suite calls the function sequentially, never, outside any subtest, or in
// one parallel subtest only; its accesses are the caller's code, not spawned.

func TestSequentialSuite(t *testing.T) { // want `region TestSequentialSuite serial`
	suite.RunSequential(t, setTimeout) // want `field-write funcparam\.client\.Timeout in TestSequentialSuite serial via funcparam\.setTimeout$`
}

func TestNeverCalled(t *testing.T) { // want `region TestNeverCalled serial`
	suite.Keep(t, setTimeout) // want `field-write funcparam\.client\.Timeout in TestNeverCalled serial via funcparam\.setTimeout$`
}

func TestOutsideSubtests(t *testing.T) { // want `region TestOutsideSubtests serial`
	suite.Repeat(t, setTimeout) // want `field-write funcparam\.client\.Timeout in TestOutsideSubtests serial via funcparam\.setTimeout$`
}

func TestOneParallelSubtest(t *testing.T) { // want `region TestOneParallelSubtest serial`
	suite.RunOne(t, setTimeout) // want `field-write funcparam\.client\.Timeout in TestOneParallelSubtest serial via funcparam\.setTimeout$`
}
