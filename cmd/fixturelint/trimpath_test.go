package main

import (
	"strings"
	"testing"
)

func TestTrimpathOn(t *testing.T) {
	for _, tc := range []struct {
		goflags, args string
		want          bool
	}{
		{"", "./...", false},
		{"-trimpath", "./...", true},
		{"", "-trimpath ./...", true},
		{"", "--trimpath -fix ./...", true},
		{"-mod=mod", "-trimpath=true ./...", true},
		{"-trimpath", "-trimpath=false ./...", false},
		{"-trimpath=false", "./...", false},
		{"-trimpathx", "./...", false},
		{"", "trimpath", false},
	} {
		if got := trimpathOn(strings.Fields(tc.goflags), strings.Fields(tc.args)); got != tc.want {
			t.Errorf("trimpathOn(GOFLAGS=%q, %q) = %v, want %v", tc.goflags, tc.args, got, tc.want)
		}
	}
}
