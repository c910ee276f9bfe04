package fixmove

import "net/http"

// cookieCache is declared here and used in cookies_test.go, which does not import net/http.
var cookieCache = map[string]*http.Cookie{}
