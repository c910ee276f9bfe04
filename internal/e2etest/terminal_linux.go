package e2etest

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
	"unsafe"
)

// RunTerminal is Run with the command's stderr on a pseudo-terminal, as when a user runs it
// in a terminal; Result.Stderr is what the terminal received. Stdout stays a pipe.
func RunTerminal(t testing.TB, dir string, env []string, name string, args ...string) Result {
	t.Helper()
	master, slave, err := openPTY()
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	defer master.Close()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(append(os.Environ(), "GOWORK=off"), env...)
	var stdout bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, slave
	start := time.Now()
	if err := cmd.Start(); err != nil {
		slave.Close()
		t.Fatalf("e2etest: running %s: %v", name, err)
	}
	slave.Close() // the command holds the terminal now; reads end when it lets go
	var terminal bytes.Buffer
	read := make(chan struct{})
	go func() {
		io.Copy(&terminal, master) // ends with EIO when no process holds the terminal
		close(read)
	}()
	err = cmd.Wait()
	<-read
	res := Result{
		Cmd:      strings.Join(append([]string{name}, args...), " "),
		Stdout:   stdout.String(),
		Stderr:   strings.ReplaceAll(terminal.String(), "\r\n", "\n"), // the terminal's output processing
		Duration: time.Since(start),
	}
	var exit *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &exit):
		res.ExitCode = exit.ExitCode()
	default:
		t.Fatalf("e2etest: running %s: %v", res.Cmd, err)
	}
	t.Logf("%s (in %s, stderr on a terminal): exit %d after %s", res.Cmd, dir, res.ExitCode, res.Duration.Round(time.Millisecond))
	return res
}

// openPTY opens a new pseudo-terminal pair.
func openPTY() (master, slave *os.File, err error) {
	master, err = os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		return nil, nil, err
	}
	var unlock int32
	var n uint32
	if err := ioctl(master, syscall.TIOCSPTLCK, unsafe.Pointer(&unlock)); err != nil {
		master.Close()
		return nil, nil, err
	}
	if err := ioctl(master, syscall.TIOCGPTN, unsafe.Pointer(&n)); err != nil {
		master.Close()
		return nil, nil, err
	}
	slave, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		master.Close()
		return nil, nil, err
	}
	return master, slave, nil
}

func ioctl(f *os.File, req uintptr, arg unsafe.Pointer) error {
	conn, err := f.SyscallConn()
	if err != nil {
		return err
	}
	var errno syscall.Errno
	if err := conn.Control(func(fd uintptr) {
		_, _, errno = syscall.Syscall(syscall.SYS_IOCTL, fd, req, uintptr(arg))
	}); err != nil {
		return err
	}
	if errno != 0 {
		return errno
	}
	return nil
}
