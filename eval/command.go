package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"time"
)

// result is what one command did.
type result struct {
	Stdout, Stderr []byte
	Exit           int
	CPU            time.Duration // user+system time of the command and the descendants it waited for
	Wall           time.Duration
	Err            error // the command could not run, or timed out
}

// run runs name args in dir with env added to the environment, for at most timeout.
func run(dir string, env []string, timeout time.Duration, name string, args ...string) result {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	cmd.WaitDelay = 10 * time.Second
	start := time.Now()
	err := cmd.Run()
	r := result{Stdout: out.Bytes(), Stderr: errb.Bytes(), Wall: time.Since(start)}
	if cmd.ProcessState != nil {
		r.Exit = cmd.ProcessState.ExitCode()
		r.CPU = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	}
	if ctx.Err() != nil {
		r.Err = fmt.Errorf("%s %s: timed out after %v", name, strings.Join(args, " "), timeout)
	} else if err != nil {
		if _, ok := err.(*exec.ExitError); !ok {
			r.Err = err
		}
	}
	return r
}

// offlineEnv is the environment of every command run inside a module copy: its dependencies
// were downloaded beforehand, so nothing may reach the network, and go.sum may be completed
// from the module cache.
var offlineEnv = []string{"GOFLAGS=-mod=mod", "GOPROXY=off", "GOSUMDB=off", "GOWORK=off", "GOTOOLCHAIN=local"}

// tail returns the last n lines of b, for error messages.
func tail(b []byte, n int) string {
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	// Addresses in the go command's errors name the module proxy the machine uses: results
	// files are committed, so they say where a download failed, not from which host.
	return urlPattern.ReplaceAllString(strings.Join(lines, "\n"), "<url>")
}

var urlPattern = regexp.MustCompile(`https?://\S+`)
