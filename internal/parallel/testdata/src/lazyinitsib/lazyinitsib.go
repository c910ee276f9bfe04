package lazyinitsib

import "lazyinitlib"

var Claims = &lazyinitlib.Claims{Extra: map[string]any{"x": 1}}
