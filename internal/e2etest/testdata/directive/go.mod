module example.com/directive

go 1.24

replace github.com/fixturelint/fixturelint => ../not/the/checkout
