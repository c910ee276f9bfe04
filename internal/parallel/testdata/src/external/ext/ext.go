package ext

import "net/http"

// API is the client the package's own code uses.
var API = &http.Client{}
