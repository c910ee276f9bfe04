// Package app is the module go vet would be run in; example.com/dep is one of its
// dependencies.
package app

import _ "example.com/dep"
