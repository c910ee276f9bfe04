// Package watermill is a stub of github.com/ThreeDotsLabs/watermill.
package watermill

type LogFields map[string]interface{}

type LoggerAdapter interface {
	Info(msg string, fields LogFields)
}

type NopLogger struct{}

func (NopLogger) Info(msg string, fields LogFields) {}
