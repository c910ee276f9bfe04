module example.com/pins/current

go 1.26.0

require (
	github.com/h2non/gock v1.2.0
	github.com/jarcoal/httpmock v1.4.2
	gopkg.in/h2non/gock.v1 v1.1.2
)

require github.com/h2non/parth v0.0.0-20190131123155-b4df798d6542 // indirect
