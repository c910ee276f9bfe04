// Package sharedsource has token sources shared by tests.
package sharedsource
