package stringflow

import (
	"github.com/fixturelint/fixturelint/internal/groupjoin"
	"go/ast"
)

// Some sinks take the group ID in a field of an argument rather than as the argument:
// sarama's Broker sends a group request whose GroupId names the group,
//
//	req := &sarama.JoinGroupRequest{GroupId: c.groupID, MemberId: memberID}
//	resp, err := broker.JoinGroup(req)
//
// The hit is then the argument with the field path of the group (sinkHit.path), and its
// value is that field of the argument: followed like any field path (fieldpath.go)
// into the request literal, through local variables, to a field of the receiver or a
// parameter, which the summary carries to the callers. Only the call is a sink: a request
// that is built and never sent through the method (encoded in a protocol test, handed to
// a mock) names a group that nothing joins.

// hitValue evaluates the group ID of a hit.
func (ev *valueEvaluator) hitValue(h groupjoin.Hit) *stringValue {
	return stripPrefix(ev.evalPath(h.Expr, h.Path), h.Prefix)
}

// hitTarget is where a fix replaces the constant group ID v of a hit in fn (the
// declaration decl, or a function literal in it): the hit's own expression, or, for a
// group in a field of the argument, the constant written in that field.
func (a *StringFlow) hitTarget(h groupjoin.Hit, v *stringValue, fn ast.Node, decl *ast.FuncDecl) *summaryTarget {
	if h.Path != "" {
		return a.originTarget(v.origin, fn, decl)
	}
	t := &summaryTarget{fn: fn, decl: decl, expr: h.Expr, prefix: h.Prefix}
	if h.Prefix != "" && !isLiteral(h.Expr) {
		t.noFix = "the group ID is not a literal"
	}
	return t
}
