package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// A module from before go.mod may pin its dependencies in dep's Gopkg.lock. The newest
// versions of its imports can have changed their APIs since (sarama-cluster does not build
// with today's sarama), and a module that does not build is not analysed at all: its
// go.mod then requires the versions of the lock, the ones its authors built and tested
// with, and go mod tidy resolves the rest.

// depLockRequires returns the path@version requirements of the Gopkg.lock in dir: each
// project with a release version that go can require as it is: v0 and v1 of a path without
// a major version suffix (a later major version, and paths such as gopkg.in/yaml.v2, are
// left to go mod tidy). Nil without a lock.
func depLockRequires(dir string) []string {
	data, err := os.ReadFile(filepath.Join(dir, "Gopkg.lock"))
	if err != nil {
		return nil
	}
	var out []string
	for _, block := range strings.Split(string(data), "[[projects]]")[1:] {
		name, version := depLockField(block, "name"), depLockField(block, "version")
		if name != "" && depReleaseVersion.MatchString(version) && !depMajorSuffix.MatchString(name) {
			out = append(out, name+"@"+version)
		}
	}
	return out
}

var (
	depReleaseVersion = regexp.MustCompile(`^v[01]\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$`)
	depMajorSuffix    = regexp.MustCompile(`[./]v[0-9]+$`)
)

// depLockField returns the quoted value of `key = "value"` in a block of Gopkg.lock.
func depLockField(block, key string) string {
	m := regexp.MustCompile(`(?m)^\s*` + regexp.QuoteMeta(key) + `\s*=\s*("[^"]*")`).FindStringSubmatch(block)
	if m == nil {
		return ""
	}
	s, err := strconv.Unquote(m[1])
	if err != nil {
		return ""
	}
	return s
}
