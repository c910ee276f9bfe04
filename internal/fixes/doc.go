// Package fixes holds the building blocks of fixturelint's suggested fixes: where to insert a
// statement in a test, how to add an import without clashing with names in scope, which
// identifier is free, and how to print a node as source. Each check composes them; none of
// them decides whether a fix is safe, which is the check's call.
package fixes
