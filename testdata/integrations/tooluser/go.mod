module example.com/tooluser

go 1.26.0

tool github.com/fixturelint/fixturelint/cmd/fixturelint

require github.com/fixturelint/fixturelint v0.0.0

// Tests point this at the checkout under test.
replace github.com/fixturelint/fixturelint => ../../..
