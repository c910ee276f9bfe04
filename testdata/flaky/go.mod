module example.com/flaky

go 1.26.0

require github.com/hashicorp/go-retryablehttp v0.7.8

require github.com/hashicorp/go-cleanhttp v0.5.2 // indirect
