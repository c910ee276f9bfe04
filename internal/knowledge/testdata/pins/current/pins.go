// Package pins imports the libraries whose APIs internal/knowledge names, at the versions
// this module pins, so that the drift check can load them.
package pins

import (
	_ "github.com/h2non/gock"
	_ "github.com/jarcoal/httpmock"
	_ "gopkg.in/h2non/gock.v1"
)
