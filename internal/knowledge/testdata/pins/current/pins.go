// Package pins imports the libraries whose APIs internal/knowledge names, at the versions
// this module pins, so that the drift checks can load them.
package pins

import (
	_ "net/http/httptest"

	_ "github.com/coder/websocket"
	_ "github.com/go-openapi/runtime"
	_ "github.com/go-resty/resty/v2"
	_ "github.com/gorilla/websocket"
	_ "github.com/h2non/gock"
	_ "github.com/hashicorp/go-retryablehttp"
	_ "github.com/jarcoal/httpmock"
	_ "github.com/spf13/viper"
	_ "golang.org/x/oauth2"
	_ "golang.org/x/oauth2/clientcredentials"
	_ "google.golang.org/grpc"
	_ "google.golang.org/grpc/credentials/oauth"
	_ "google.golang.org/grpc/metadata"
	_ "gopkg.in/h2non/gock.v1"
	_ "nhooyr.io/websocket"
	_ "resty.dev/v3"
)
