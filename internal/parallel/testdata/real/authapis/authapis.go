// Package authapis passes tracked values to every auth API that the engine knows.
package authapis
