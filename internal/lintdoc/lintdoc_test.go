package lintdoc

import "testing"

func TestExtract(t *testing.T) {
	src := "// Package x does things.\n//\n// # Analyzer x\n//\n// x: find things\n//\n// More text.\n//\n// # Other\n//\n// ignored\npackage x\n"
	got, err := Extract(src, "x")
	if err != nil {
		t.Fatal(err)
	}
	if want := "find things\n\nMore text."; got != want {
		t.Errorf("Extract = %q, want %q", got, want)
	}
	if _, err := Extract(src, "y"); err == nil {
		t.Error("Extract of a missing section succeeded")
	}
}
