module example.com/flaky

go 1.26.0

require (
	github.com/hashicorp/go-retryablehttp v0.7.8
	golang.org/x/oauth2 v0.38.0
)

require github.com/hashicorp/go-cleanhttp v0.5.2 // indirect
