// Package pins imports httpmock at the older minor version still in wide use.
package pins

import _ "github.com/jarcoal/httpmock"
