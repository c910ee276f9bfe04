package suites

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/suite"
)

var client = &http.Client{}

type APISuite struct {
	suite.Suite
}

func (s *APISuite) SetupSuite() {
	client.Timeout = time.Second // want `field-write suites\.client\.Timeout in TestAPISuite/SetupSuite serial`
}

func (s *APISuite) TestGet() {
	client.Get("http://example.com") // want `method-call suites\.client\.Get in TestAPISuite/TestGet serial`
}

func (s *APISuite) TestPost() {
	client.Post("http://example.com", "text/plain", nil) // want `method-call suites\.client\.Post in TestAPISuite/TestPost serial`
}

// helper is not a test of the suite: it runs only where a test calls it.
func (s *APISuite) helper() {
	client.Timeout = 0
}

func TestAPISuite(t *testing.T) { // want `region TestAPISuite serial`
	suite.Run(t, new(APISuite)) // want `region TestAPISuite/SetupSuite serial` `region TestAPISuite/TestGet serial` `region TestAPISuite/TestPost serial`
}

// A suite run from a parallel test: its tests run alongside the other parallel tests.
type ParallelSuite struct {
	suite.Suite
}

func (s *ParallelSuite) TestRead() {
	_ = client.Timeout // want `read suites\.client in TestParallelSuite/TestRead parallel`
}

func TestParallelSuite(t *testing.T) { // want `region TestParallelSuite parallel`
	t.Parallel()
	suite.Run(t, &ParallelSuite{}) // want `region TestParallelSuite/TestRead parallel`
}
