// Package generated has functions in a generated file and in a written one: only the written ones get summaries in the package's facts. // want package:`"\) Login:write\(generated\.token\)}$` package:`hiddenVars\(token\)`
package generated

var token string

// Login is written by hand: its summary is exported.
func Login() { token = "secret" }

// Session's methods in the generated file get no summary, so the type has no fact.
type Session struct {
	Token string
}
