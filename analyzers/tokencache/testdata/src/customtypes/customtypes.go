// Package customtypes is checked with -tokencache.types=customtypes/auth.Grant.
package customtypes
