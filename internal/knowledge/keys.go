package knowledge

import (
	"go/types"
	"strings"
)

// The tables key APIs as "pkgpath.Name", "pkgpath.Type" or "pkgpath.Type.Method".

// keyPath returns the package path of a "pkgpath.Type" key.
func keyPath(key string) string { return key[:strings.LastIndex(key, ".")] }

// KeyNames returns the last dotted element of each key of table ("Token" for
// "golang.org/x/oauth2.Token", "Set" for "net/http.Header.Set"). Code that asks a table
// about every call or composite literal looks the name up first and builds the key only
// for the few that match.
func KeyNames[V any](table map[string]V) map[string]bool {
	names := make(map[string]bool, len(table))
	for key := range table {
		names[key[strings.LastIndex(key, ".")+1:]] = true
	}
	return names
}

// DeclaredName returns the name a package at path is declared with by convention: the
// path's last element, less a gopkg.in version suffix ("gock" for gopkg.in/h2non/gock.v1).
func DeclaredName(path string) string {
	name := path[strings.LastIndex(path, "/")+1:]
	if i := strings.Index(name, ".v"); i > 0 {
		name = name[:i]
	}
	return name
}

// FuncKey returns fn's key in the tables: "pkgpath.Func", or "pkgpath.Type.Method" for a
// method (of T or *T); "" for a function of no package or a method of an unnamed type.
func FuncKey(fn *types.Func) string {
	if fn == nil || fn.Pkg() == nil {
		return ""
	}
	fn = fn.Origin()
	if recv := fn.Signature().Recv(); recv != nil {
		t := recv.Type()
		if p, ok := types.Unalias(t).(*types.Pointer); ok {
			t = p.Elem()
		}
		named, ok := types.Unalias(t).(*types.Named)
		if !ok {
			return ""
		}
		return fn.Pkg().Path() + "." + named.Obj().Name() + "." + fn.Name()
	}
	return fn.Pkg().Path() + "." + fn.Name()
}
