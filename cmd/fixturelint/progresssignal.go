package main

import (
	"encoding/json"
	"fmt"
	"net"
	"os"
	"strings"
	"time"
)

// progressConn is the connection of a vet tool process to the command that started go vet.
// It stays open, referenced here, until the process exits: the command counts the package
// as done when it closes.
var progressConn net.Conn

// signalProgress tells the command that drives go vet (see progressEnv) that this process
// analyses the package of the go vet configuration file in args. Without that command, or
// when anything fails, it does nothing: progress is never worth failing an analysis.
func signalProgress(args []string) {
	addr := os.Getenv(progressEnv)
	if addr == "" || len(args) == 0 || !strings.HasSuffix(args[len(args)-1], ".cfg") {
		return
	}
	data, err := os.ReadFile(args[len(args)-1])
	if err != nil {
		return
	}
	var cfg struct {
		ImportPath string
		VetxOnly   bool // analysed only for the facts of the packages that import it
	}
	if json.Unmarshal(data, &cfg) != nil {
		return
	}
	conn, err := net.DialTimeout("unix", addr, time.Second)
	if err != nil {
		return
	}
	kind := "package"
	if cfg.VetxOnly {
		kind = "deps"
	}
	conn.SetWriteDeadline(time.Now().Add(time.Second))
	if _, err := fmt.Fprintf(conn, "%s %s\n", kind, cfg.ImportPath); err != nil {
		conn.Close()
		return
	}
	progressConn = conn
}
