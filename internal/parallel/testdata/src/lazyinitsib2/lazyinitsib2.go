package lazyinitsib2

import "lazyinitlib2"

var Claims = &lazyinitlib2.Claims{Extra: map[string]any{"x": 1}}
var Claims2 = &lazyinitlib2.Claims{Extra: map[string]any{"x": 1}}
