module example.com/pins/httpmock13

go 1.26.0

require github.com/jarcoal/httpmock v1.3.1
