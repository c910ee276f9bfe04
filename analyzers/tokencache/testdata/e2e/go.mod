module example.com/orders

go 1.26.0

require golang.org/x/oauth2 v0.38.0
