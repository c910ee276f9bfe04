package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

// cacheKeyArgs returns the go vet flags that keep go vet's result cache correct for this run.
//
// With -trimpath, the go command leaves a package's directory out of the cache key of its
// vet results, although those results name files by absolute path: an identical copy of the
// code in another directory (a second worktree, a CI workspace, a temporary copy) would be
// answered with the first copy's file names, and -fix would write the first copy's files.
// Naming the working directory in a flag of ours puts it back into the key.
//
// dirFlag is the command line's leading -C dir, if any: go vet runs in that directory.
func cacheKeyArgs(goCmd string, dirFlag, args []string) []string {
	goflags := os.Getenv("GOFLAGS")
	if out, err := exec.Command(goCmd, "env", "GOFLAGS").Output(); err == nil {
		goflags = string(out) // also holds a value set with go env -w
	}
	if !trimpathOn(strings.Fields(goflags), args) {
		return nil
	}
	wd, err := os.Getwd()
	if err != nil {
		return nil
	}
	if dir := dirOf(dirFlag); dir != "" {
		wd = filepath.Join(wd, dir)
		if filepath.IsAbs(dir) {
			wd = filepath.Clean(dir)
		}
	}
	return []string{"-fixturelint.workdir=" + wd}
}

// trimpathOn reports whether -trimpath is in effect given GOFLAGS and the command line,
// where a later setting wins over an earlier one, as in the go command.
func trimpathOn(goflags, args []string) bool {
	on := false
	for _, arg := range append(goflags[:len(goflags):len(goflags)], args...) {
		name, value, hasValue := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(arg, "-"), "-"), "=")
		if !strings.HasPrefix(arg, "-") || name != "trimpath" {
			continue
		}
		if !hasValue {
			on = true
			continue
		}
		if b, err := strconv.ParseBool(value); err == nil {
			on = b
		}
	}
	return on
}

// dirOf returns the directory of a -C flag as split off by leadingDirFlag.
func dirOf(dirFlag []string) string {
	switch len(dirFlag) {
	case 1:
		_, dir, _ := strings.Cut(dirFlag[0], "=")
		return dir
	case 2:
		return dirFlag[1]
	}
	return ""
}
