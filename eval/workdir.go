package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"
)

// prepare returns a writable copy of m's module directory under cache, with the modules its
// packages and tests need already in the module cache. A copy prepared before is reused.
func prepare(cache string, m module) (string, error) {
	dir := filepath.Join(cache, "work", escapePath(m.Path)+"@"+m.Version)
	ready := filepath.Join(dir, ".eval-ready")
	if _, err := os.Stat(ready); err == nil {
		return dir, nil
	}
	src, err := downloadModule(cache, m)
	if err != nil {
		return "", err
	}
	if err := os.RemoveAll(dir); err != nil {
		return "", err
	}
	if err := copyTree(src, dir); err != nil {
		return "", err
	}
	if _, err := os.Stat(filepath.Join(dir, "go.mod")); os.IsNotExist(err) {
		// A module from before go.mod (+incompatible): give it one, with the versions its
		// Gopkg.lock pins (deplock.go) and the newest versions of its other imports, as a
		// user who adopts it today would.
		steps := [][]string{{"mod", "init", m.Path}}
		if reqs := depLockRequires(dir); len(reqs) > 0 {
			edit := []string{"mod", "edit"}
			for _, r := range reqs {
				edit = append(edit, "-require="+r)
			}
			steps = append(steps, edit)
		}
		for _, args := range append(steps, []string{"mod", "tidy", "-e"}) {
			r := run(dir, []string{"GOFLAGS=-mod=mod", "GOWORK=off", "GOTOOLCHAIN=local"}, 30*time.Minute, "go", args...)
			if r.Err != nil || r.Exit != 0 {
				return "", fmt.Errorf("go %s in %s: %v %s", strings.Join(args, " "), m.Path, r.Err, tail(r.Stderr, 5))
			}
		}
	}
	if err := dropLocalReplaces(dir, m); err != nil {
		return "", err
	}
	// The module's own dependencies, so that its packages and tests build offline.
	r := run(dir, []string{"GOFLAGS=-mod=mod", "GOWORK=off", "GOTOOLCHAIN=local"}, 30*time.Minute, "go", "mod", "download")
	if r.Err != nil || r.Exit != 0 {
		return "", fmt.Errorf("go mod download in %s: %v %s", m.Path, r.Err, tail(r.Stderr, 5))
	}
	// A go.mod older than go 1.17 lists only the module's direct requirements, and imports
	// of dependencies that have no go.mod of their own resolve to no module offline: let go
	// add the modules that provide them, as a build by a user of the module does.
	goMod, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		return "", err
	}
	r = run(dir, []string{"GOFLAGS=-mod=mod", "GOWORK=off", "GOTOOLCHAIN=local"}, 30*time.Minute, "go", "list", "-e", "-deps", "-test", "./...")
	if r.Err != nil || r.Exit != 0 {
		return "", fmt.Errorf("go list -deps in %s: %v %s", m.Path, r.Err, tail(r.Stderr, 5))
	}
	if !regexp.MustCompile(`(?m)^go [0-9]`).Match(goMod) {
		// Writing go.mod added this toolchain's go line, which would change the language
		// version (loop variables) of the module's code: a go.mod without one means go 1.16.
		r = run(dir, []string{"GOWORK=off", "GOTOOLCHAIN=local"}, time.Minute, "go", "mod", "edit", "-go=1.16")
		if r.Err != nil || r.Exit != 0 {
			return "", fmt.Errorf("go mod edit in %s: %v %s", m.Path, r.Err, tail(r.Stderr, 5))
		}
	}
	return dir, os.WriteFile(ready, nil, 0o644)
}

// downloadModule runs go mod download -json m@version and returns the module's directory in
// the module cache.
func downloadModule(cache string, m module) (string, error) {
	// Outside any module, so that the download does not touch a go.mod.
	r := run(cache, []string{"GOFLAGS=-mod=mod", "GOWORK=off", "GOTOOLCHAIN=local"}, 10*time.Minute,
		"go", "mod", "download", "-json", m.Path+"@"+m.Version)
	var info struct {
		Dir   string
		Error string
	}
	if err := json.Unmarshal(r.Stdout, &info); err != nil {
		return "", fmt.Errorf("go mod download %s@%s: %v %s", m.Path, m.Version, err, tail(r.Stderr, 5))
	}
	if info.Error != "" || info.Dir == "" {
		return "", fmt.Errorf("go mod download %s@%s: %s", m.Path, m.Version, info.Error)
	}
	return info.Dir, nil
}

// copyTree copies src to dst (which must not exist) and makes the copy writable: the module
// cache is read-only.
func copyTree(src, dst string) error {
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	if out, err := exec.Command("cp", "-R", src, dst).CombinedOutput(); err != nil {
		return fmt.Errorf("cp -R %s %s: %v %s", src, dst, err, out)
	}
	if out, err := exec.Command("chmod", "-R", "u+w", dst).CombinedOutput(); err != nil {
		return fmt.Errorf("chmod -R u+w %s: %v %s", dst, err, out)
	}
	return nil
}

// countPackages counts the packages of ./... in dir under the module's build tags.
func countPackages(dir string, m module) (int, error) {
	args := []string{"list", "-e", "-find"}
	if m.Tags != "" {
		args = append(args, "-tags="+m.Tags)
	}
	r := run(dir, offlineEnv, 5*time.Minute, "go", append(args, "./...")...)
	if r.Err != nil || r.Exit != 0 {
		return 0, fmt.Errorf("go list ./... in %s: %v %s", m.Path, r.Err, tail(r.Stderr, 5))
	}
	n := 0
	for _, line := range strings.Split(string(r.Stdout), "\n") {
		if strings.TrimSpace(line) != "" {
			n++
		}
	}
	return n, nil
}

// escapePath writes a module path the way the module cache does: each upper-case letter
// becomes '!' and its lower-case form, so that paths differing in case stay apart.
func escapePath(path string) string {
	var b strings.Builder
	for _, r := range path {
		if 'A' <= r && r <= 'Z' {
			b.WriteByte('!')
			r += 'a' - 'A'
		}
		b.WriteRune(r)
	}
	return b.String()
}

// dropLocalReplaces removes the replace directives that point at directories: a module of a
// monorepo replaces its siblings with ../paths that its zip does not hold. Without them the
// module builds with the required versions of its siblings, as it does for its users.
func dropLocalReplaces(dir string, m module) error {
	env := []string{"GOFLAGS=-mod=mod", "GOWORK=off", "GOTOOLCHAIN=local"}
	r := run(dir, env, time.Minute, "go", "mod", "edit", "-json")
	if r.Exit != 0 {
		return fmt.Errorf("go mod edit -json in %s: %s", m.Path, tail(r.Stderr, 5))
	}
	var gomod struct {
		Replace []struct {
			Old struct{ Path, Version string }
			New struct{ Path, Version string }
		}
	}
	if err := json.Unmarshal(r.Stdout, &gomod); err != nil {
		return fmt.Errorf("go mod edit -json in %s: %v", m.Path, err)
	}
	for _, rep := range gomod.Replace {
		if rep.New.Version != "" || !(strings.HasPrefix(rep.New.Path, ".") || strings.HasPrefix(rep.New.Path, "/")) {
			continue
		}
		old := rep.Old.Path
		if rep.Old.Version != "" {
			old += "@" + rep.Old.Version
		}
		if r := run(dir, env, time.Minute, "go", "mod", "edit", "-dropreplace="+old); r.Exit != 0 {
			return fmt.Errorf("go mod edit -dropreplace=%s in %s: %s", old, m.Path, tail(r.Stderr, 5))
		}
	}
	return nil
}
