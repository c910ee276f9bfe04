// Package fixes holds the building blocks of fixturelint's suggested fixes: where to insert a
// statement in a test, how to add an import without clashing with names in scope, which
// identifier is free, how to print a node as source, and the general edits the checks' fixes
// are made of: declaring a package-level variable where it is used instead (VarMove, from
// NewPackageVarMove: in each test, DeclareInEachTest, or in each helper call,
// DeclareInEachHelperCall), a constructor newX(t) built from its initializer (Constructor), os.Setenv turned into
// t.Setenv (Setenv; SetenvEdits for a test's unrestored writes), a deferred teardown turned into t.Cleanup (DeferToCleanup), the
// statement that releases a constructor's value (ReleaseStmt), a request sent with a test
// server's own client (ServerClient), httpmock activated on the test's own client
// (ActivateNonDefault, DeclaredClient); LookupAt checks what a name means where an edit
// writes it, PackageCodeUses which variables non-test code uses. Each check
// composes them; none of them decides whether a fix is wanted, which is the check's call: a
// builder only refuses an edit that would not compile or would change what a name means.
package fixes
