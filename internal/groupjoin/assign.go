package groupjoin

import (
	"go/ast"
	"go/constant"
	"go/token"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
	"github.com/fixturelint/fixturelint/internal/state"
)

// A confluent-kafka-go consumer that is assigned partitions at explicit offsets and never
// subscribes joins no group and reads none of its committed offsets: librdkafka starts
// each assigned partition at the offset given, and only the logical offsets OffsetStored
// and OffsetInvalid make it fetch the group's committed offset. Such a consumer splits no
// partitions with another and resumes from nothing another test committed:
//
//	c.Assign([]kafka.TopicPartition{{Topic: &topic, Partition: 0, Offset: msg.TopicPartition.Offset}})
//	m, _ := c.ReadMessage(time.Second)
//
// Its Assign, Poll, ReadMessage and Events are then free of the group (knowledge.AssignedFreeMethods).
// Anything else keeps its judgement of knowledge.GroupFreeMethods: Subscribe joins, and a commit
// (Commit, CommitMessage, StoreOffsets) writes offsets that a later consumer of the group
// reads. An Offset left unset, given positionally, or from an element that is not a
// literal, counts as reading the group's offsets.

// groupOffsets are confluent-kafka-go's logical offsets that start a partition at the
// group's committed offset: OffsetStored and OffsetInvalid (RD_KAFKA_OFFSET_STORED and
// RD_KAFKA_OFFSET_INVALID).
var groupOffsets = map[int64]bool{-1000: true, -1001: true}

// assignedExplicitOffsets reports whether the consumer of uses, of type typ, is assigned
// partitions (Assign) and every Assign call gives each partition an explicit offset.
func (a *Judge) assignedExplicitOffsets(uses state.ValueUse, typ string) bool {
	if !knowledge.AssignedFreeMethods[typ+".Assign"] {
		return false
	}
	var assigned bool
	for _, m := range uses.Methods {
		if m.Name() != "Assign" {
			continue
		}
		for _, at := range uses.Calls[m] {
			call := a.callWithLparen(at)
			if call == nil || len(call.Args) != 1 || !a.explicitOffsets(call.Args[0]) {
				return false
			}
			assigned = true
		}
	}
	return assigned
}

// explicitOffsets reports whether e is a slice literal of partitions each of which sets
// Offset to an explicit offset: an expression that is not constant, or a constant other
// than the group's logical offsets.
func (a *Judge) explicitOffsets(e ast.Expr) bool {
	lit, ok := ast.Unparen(e).(*ast.CompositeLit)
	if !ok || len(lit.Elts) == 0 {
		return false
	}
	info := a.Pass.TypesInfo
	for _, elt := range lit.Elts {
		part, ok := ast.Unparen(elt).(*ast.CompositeLit)
		if !ok {
			return false
		}
		var explicit bool
		for _, f := range part.Elts {
			kv, ok := f.(*ast.KeyValueExpr)
			if !ok {
				return false
			}
			if id, ok := kv.Key.(*ast.Ident); !ok || id.Name != "Offset" {
				continue
			}
			tv := info.Types[kv.Value]
			if tv.Value == nil {
				explicit = true
				continue
			}
			off, exact := constant.Int64Val(constant.ToInt(tv.Value))
			explicit = exact && !groupOffsets[off]
		}
		if !explicit {
			return false
		}
	}
	return true
}

// callWithLparen returns the call of the package whose opening parenthesis is at pos, or nil.
func (a *Judge) callWithLparen(pos token.Pos) *ast.CallExpr {
	for _, n := range gocode.PathAt(a.Pass, pos, pos) {
		if call, ok := n.(*ast.CallExpr); ok && call.Lparen == pos {
			return call
		}
	}
	return nil
}
