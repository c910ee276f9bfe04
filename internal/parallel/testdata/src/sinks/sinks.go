// Package sinks has values that flow into auth sinks.
package sinks
