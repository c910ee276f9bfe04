package parallel

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// Admin calls take a group ID without joining the group: deleting it, reading its offsets.
// They are never reported, but when a fix gives a test its own group, the test's admin and
// cleanup calls on the old constant move to the new ID too, so that the test still cleans
// up the group it consumed with. The index is that of the group argument (receiver not
// counted); a []string literal or the variadic arguments there hold several groups.
var sfAdminCalls = map[string]int{
	"github.com/IBM/sarama.ClusterAdmin.DeleteConsumerGroup":                            0,
	"github.com/Shopify/sarama.ClusterAdmin.DeleteConsumerGroup":                        0,
	"github.com/twmb/franz-go/pkg/kadm.Client.DeleteGroups":                             1,
	"github.com/twmb/franz-go/pkg/kadm.Client.FetchOffsets":                             1,
	"github.com/confluentinc/confluent-kafka-go/kafka.AdminClient.DeleteConsumerGroups": 1,
}

// GroupAdminExprs returns the group ID expressions of an admin call, or nil.
func GroupAdminExprs(info *types.Info, call *ast.CallExpr) []ast.Expr {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil {
		return nil
	}
	i, ok := sfAdminCalls[sfFuncKey(fn)]
	if !ok || i >= len(call.Args) {
		return nil
	}
	sig := fn.Signature()
	if sig.Variadic() && i == sig.Params().Len()-1 && !call.Ellipsis.IsValid() {
		return call.Args[i:]
	}
	if lit, ok := ast.Unparen(call.Args[i]).(*ast.CompositeLit); ok {
		if _, isSlice := info.TypeOf(lit).Underlying().(*types.Slice); isSlice {
			return lit.Elts
		}
	}
	if call.Ellipsis.IsValid() {
		return nil
	}
	return []ast.Expr{call.Args[i]}
}
