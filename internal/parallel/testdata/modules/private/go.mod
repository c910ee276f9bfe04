module example.com/app

go 1.26

require example.com/dep v1.0.0

replace example.com/dep => ./dep
