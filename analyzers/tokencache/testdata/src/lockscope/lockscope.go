// Package lockscope has map writes that a mutex does not protect although one was locked
// earlier in the function.
package lockscope
