// Package suite mirrors the API of github.com/stretchr/testify/suite that the engine relies
// on: Run runs each Test method of the suite, through reflection, as a subtest.
package suite

import "testing"

// TestingSuite can store and return the current *testing.T context.
type TestingSuite interface {
	T() *testing.T
	SetT(*testing.T)
	SetS(suite TestingSuite)
}

// Suite is a basic testing suite with methods for storing and retrieving the current
// *testing.T context.
type Suite struct {
	t *testing.T
	s TestingSuite
}

// T retrieves the current *testing.T context.
func (suite *Suite) T() *testing.T { return suite.t }

// SetT sets the current *testing.T context.
func (suite *Suite) SetT(t *testing.T) { suite.t = t }

// SetS needs to set the current test suite as parent to get access to the parent methods.
func (suite *Suite) SetS(s TestingSuite) { suite.s = s }

// Run takes a testing suite and runs all of the tests attached to it.
func Run(t *testing.T, suite TestingSuite) {
	suite.SetT(t)
	suite.SetS(suite)
}
