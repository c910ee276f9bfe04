module example.com/hidden

go 1.24
