package parallel

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// Package paths below are normalized: path elements "v2", "v3"... (major version suffixes)
// are removed, so that one entry covers every major version of a library.

// An argSink is the group-ID argument of a function or method: argument index (receiver
// not counted), or, when path is not empty, the field at that path of the argument (a
// request whose field names the group).
type sfArgSink struct {
	index int
	path  string
}

// sfBuiltinFuncSinks are functions and methods ("pkg.Func", "pkg.Type.Method") that take a
// group ID, with the argument that holds it.
var sfBuiltinFuncSinks = map[string]sfArgSink{
	"github.com/IBM/sarama.NewConsumerGroup":               {index: 1},
	"github.com/IBM/sarama.NewConsumerGroupFromClient":     {index: 0},
	"github.com/IBM/sarama.NewOffsetManagerFromClient":     {index: 0},
	"github.com/Shopify/sarama.NewConsumerGroup":           {index: 1},
	"github.com/Shopify/sarama.NewConsumerGroupFromClient": {index: 0},
	"github.com/Shopify/sarama.NewOffsetManagerFromClient": {index: 0},
	"github.com/twmb/franz-go/pkg/kgo.ConsumerGroup":       {index: 0},
}

// sfGroupRequestSinks are the methods of sarama's Broker that send a consumer-group request
// as a member of the group named in a field of the request: a wrapper that implements the
// group protocol itself (JoinGroup, then SyncGroup, Heartbeat, and the group's offsets)
// joins the group it puts there. A request is a join only when it is sent: sarama's own
// protocol tests build every request type and only encode and decode it.
//
// Not here: LeaveGroup (it leaves with the member ID of an earlier join, which counts
// already), AddOffsetsToTxn (it only adds the group's offsets partition to a transaction,
// whose TxnOffsetCommit commits), FetchOffset (a read of the group's offsets, which
// administrators make too, as sarama's ClusterAdmin.ListConsumerGroupOffsets does; a
// member that resumes from them also joins or commits), and requests that act on groups
// from outside: DescribeGroups, ListGroups, ConsumerGroupDescribe, DeleteGroups,
// DeleteOffsets, FindCoordinator.
var sfGroupRequestSinks = map[string]sfArgSink{
	"Broker.JoinGroup":       {index: 0, path: "GroupId"},
	"Broker.SyncGroup":       {index: 0, path: "GroupId"},
	"Broker.Heartbeat":       {index: 0, path: "GroupId"},
	"Broker.CommitOffset":    {index: 0, path: "ConsumerGroup"}, // commits the group's offsets
	"Broker.TxnOffsetCommit": {index: 0, path: "GroupID"},       // commits them in a transaction
}

// sfSaramaPaths are the import paths of sarama, whose Broker sends the requests above.
var sfSaramaPaths = []string{"github.com/IBM/sarama", "github.com/Shopify/sarama"}

// fieldSinks are struct fields ("pkg.Type.Field") that hold a group ID.
var sfBuiltinFieldSinks = map[string]bool{
	"github.com/segmentio/kafka-go.ReaderConfig.GroupID":                                true,
	"github.com/segmentio/kafka-go.ConsumerGroupConfig.ID":                              true,
	"github.com/ThreeDotsLabs/watermill-kafka/pkg/kafka.SubscriberConfig.ConsumerGroup": true,
}

// sfConfigMaps are string-keyed configuration maps whose "group.id" key holds a group ID.
var sfConfigMaps = map[string]bool{
	"github.com/confluentinc/confluent-kafka-go/kafka.ConfigMap": true,
}

const sfGroupIDKey = "group.id"

// sfConfigElementMethods are methods of configuration types that return one element of the
// configuration, not the configuration: a consumer given that element never gets the
// group ID from the configuration. ConfigMap.Get returns the value of one key (a string,
// a number, or the topic-level map under "default.topic.config", which holds no group).
var sfConfigElementMethods = map[string]bool{
	"github.com/confluentinc/confluent-kafka-go/kafka.ConfigMap.Get": true,
}

// sfLazyJoinFuncs are consumer constructors whose consumer neither joins its group nor reads
// or commits the group's offsets until the code calls one of its methods that does (see
// groupFreeMethods): building it only connects to the brokers. The first result is the
// consumer.
//
// Constructors that start the group themselves are not here, and a configuration or group
// ID that reaches them always counts: segmentio/kafka-go's NewReader with a GroupID starts
// its consumer group in a goroutine at once (go r.run(cg)), and franz-go's kgo.NewClient
// with ConsumerGroup and ConsumeTopics joins as soon as the first metadata response
// arrives, with no call of the client's.
var sfLazyJoinFuncs = map[string]bool{
	// rd_kafka_new creates the group handle, which looks up the coordinator and stays idle
	// until Subscribe or Assign.
	"github.com/confluentinc/confluent-kafka-go/kafka.NewConsumer": true,
	// newConsumerGroup only builds the struct; the JoinGroup request is sent by Consume.
	"github.com/IBM/sarama.NewConsumerGroup":               true,
	"github.com/IBM/sarama.NewConsumerGroupFromClient":     true,
	"github.com/Shopify/sarama.NewConsumerGroup":           true,
	"github.com/Shopify/sarama.NewConsumerGroupFromClient": true,
	// An offset manager fetches the group's offsets of a partition in ManagePartition and
	// commits only the partitions it manages.
	"github.com/IBM/sarama.NewOffsetManagerFromClient":     true,
	"github.com/Shopify/sarama.NewOffsetManagerFromClient": true,
}

// sfGroupFreeMethods are methods ("pkg.Type.Method", Type the first result of a constructor
// of lazyJoinFuncs) that neither join the consumer's group nor read or write its committed
// offsets, when nothing else made the consumer join. A method missing here counts as a
// join: the Subscribe and Assign families (Assign reads the group's committed offsets to
// start from), the Commit and Store families, Committed (an OffsetFetch of the group),
// Poll, ReadMessage and Events (they deliver what a subscription fetches), Seek (to
// OffsetStored it fetches the group's offset), GetConsumerGroupMetadata (it feeds
// Producer.SendOffsetsToTransaction, which commits the group's offsets), sarama's Consume
// and ManagePartition.
var sfGroupFreeMethods = map[string]bool{
	// Local state of the handle.
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.String":   true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.IsClosed": true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.Logs":     true,
	// Read what only a join fills: empty without one.
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.Subscription":         true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.Assignment":           true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.AssignmentLost":       true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.GetRebalanceProtocol": true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.Position":             true,
	// Cluster queries that name topics and partitions, never the group: a Metadata
	// request, ListOffsets requests, and the watermarks cached from fetches.
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.GetMetadata":           true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.QueryWatermarkOffsets": true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.GetWatermarkOffsets":   true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.OffsetsForTimes":       true,
	// Credentials of the connections.
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.SetSaslCredentials":         true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.SetOAuthBearerToken":        true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.SetOAuthBearerTokenFailure": true,
	// Undo or pause a subscription or an assignment, of which there is none: they join
	// nothing and, with nothing assigned, commit nothing.
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.Unsubscribe":         true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.Unassign":            true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.IncrementalUnassign": true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.Pause":               true,
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.Resume":              true,
	// rd_kafka_consumer_close leaves a group only after a join, and commits only the
	// offsets of an assignment.
	"github.com/confluentinc/confluent-kafka-go/kafka.Consumer.Close": true,

	// Close leaves the group only with the member ID that Consume's join gives; Errors is
	// a channel; Pause and Resume act on the partition consumers of a session.
	"github.com/IBM/sarama.ConsumerGroup.Close":         true,
	"github.com/IBM/sarama.ConsumerGroup.Errors":        true,
	"github.com/IBM/sarama.ConsumerGroup.Pause":         true,
	"github.com/IBM/sarama.ConsumerGroup.Resume":        true,
	"github.com/IBM/sarama.ConsumerGroup.PauseAll":      true,
	"github.com/IBM/sarama.ConsumerGroup.ResumeAll":     true,
	"github.com/Shopify/sarama.ConsumerGroup.Close":     true,
	"github.com/Shopify/sarama.ConsumerGroup.Errors":    true,
	"github.com/Shopify/sarama.ConsumerGroup.Pause":     true,
	"github.com/Shopify/sarama.ConsumerGroup.Resume":    true,
	"github.com/Shopify/sarama.ConsumerGroup.PauseAll":  true,
	"github.com/Shopify/sarama.ConsumerGroup.ResumeAll": true,
	// Commit and Close flush the offsets of the partitions ManagePartition added: none.
	"github.com/IBM/sarama.OffsetManager.Commit":     true,
	"github.com/IBM/sarama.OffsetManager.Close":      true,
	"github.com/Shopify/sarama.OffsetManager.Commit": true,
	"github.com/Shopify/sarama.OffsetManager.Close":  true,
}

// sfBrokerFuncs create a broker that lives in the test that calls them.
var sfBrokerFuncs = map[string]bool{
	"github.com/twmb/franz-go/pkg/kfake.NewCluster":                   true,
	"github.com/IBM/sarama.NewMockBroker":                             true,
	"github.com/IBM/sarama.NewMockBrokerAddr":                         true,
	"github.com/IBM/sarama.NewMockBrokerListener":                     true,
	"github.com/Shopify/sarama.NewMockBroker":                         true,
	"github.com/Shopify/sarama.NewMockBrokerAddr":                     true,
	"github.com/Shopify/sarama.NewMockBrokerListener":                 true,
	"github.com/lovoo/goka/tester.New":                                true,
	"github.com/lovoo/goka.WithTester":                                true,
	"github.com/confluentinc/confluent-kafka-go/kafka.NewMockCluster": true,
	// A gomock controller: the test's Kafka clients are mocks.
	"go.uber.org/mock/gomock.NewController":       true,
	"github.com/golang/mock/gomock.NewController": true,
	// A Kafka (or Redpanda) container started by the test.
	"github.com/testcontainers/testcontainers-go/modules/kafka.Run":             true,
	"github.com/testcontainers/testcontainers-go/modules/kafka.RunContainer":    true,
	"github.com/testcontainers/testcontainers-go/modules/redpanda.Run":          true,
	"github.com/testcontainers/testcontainers-go/modules/redpanda.RunContainer": true,
}

// sfSinkSet is the set of sinks one run checks: the built-in ones and -kafkagroup.sinks.
type sfSinkSet struct {
	funcs  map[string]sfArgSink
	fields map[string]bool
	pkgs   map[string]bool // normalized paths of packages declaring a sink or a broker
}

func sfNewSinkSet(extra string) (*sfSinkSet, error) {
	s := &sfSinkSet{funcs: map[string]sfArgSink{}, fields: map[string]bool{}, pkgs: map[string]bool{}}
	for k, v := range sfBuiltinFuncSinks {
		s.funcs[k] = v
	}
	for _, path := range sfSaramaPaths {
		for k, v := range sfGroupRequestSinks {
			s.funcs[path+"."+k] = v
		}
	}
	for k := range sfBuiltinFieldSinks {
		s.fields[k] = true
	}
	for _, m := range []map[string]bool{sfBuiltinFieldSinks, sfConfigMaps, sfBrokerFuncs} {
		for k := range m {
			s.addPkg(k)
		}
	}
	for k := range sfBuiltinFuncSinks {
		s.addPkg(k)
	}
	s.addPkg(sfGokaNewProcessor)
	for _, entry := range strings.Split(extra, ",") {
		entry = strings.TrimSpace(entry)
		if entry == "" {
			continue
		}
		name, arg, hasArg := strings.Cut(entry, ":")
		if !strings.Contains(name[strings.LastIndex(name, "/")+1:], ".") {
			return nil, fmt.Errorf("-kafkagroup.sinks: %q is not pkgpath.Func:argIndex[.Field...], pkgpath.Type.Method:argIndex[.Field...] or pkgpath.Type.Field", entry)
		}
		if hasArg {
			sink, err := sfParseArgSink(arg)
			if err != nil {
				return nil, fmt.Errorf("-kafkagroup.sinks: %v in %q", err, entry)
			}
			s.funcs[name] = sink
			s.funcs[sfNormalizeKey(name)] = sink
		} else {
			s.fields[name] = true
			s.fields[sfNormalizeKey(name)] = true
		}
		s.addPkg(name)
	}
	return s, nil
}

// sfParseArgSink parses the argument of a function sink: "1", or "0.GroupId" for field
// GroupId of argument 0 ("0.Req.GroupId" for a field of a field), at most sfMaxPathDepth
// fields deep.
func sfParseArgSink(arg string) (sfArgSink, error) {
	index, path, hasPath := strings.Cut(arg, ".")
	i, err := strconv.Atoi(index)
	if err != nil || i < 0 {
		return sfArgSink{}, fmt.Errorf("bad argument index")
	}
	if !hasPath {
		return sfArgSink{index: i}, nil
	}
	if strings.Count(arg, ".") > sfMaxPathDepth {
		return sfArgSink{}, fmt.Errorf("a field path deeper than %d", sfMaxPathDepth)
	}
	for _, f := range strings.Split(path, ".") {
		if !token.IsIdentifier(f) {
			return sfArgSink{}, fmt.Errorf("bad field name %q", f)
		}
	}
	return sfArgSink{index: i, path: path}, nil
}

// addPkg records the package of a "pkg.Name" or "pkg.Type.Name" key: every prefix of the
// key that ends before a dot of its last path element.
func (s *sfSinkSet) addPkg(key string) {
	slash := strings.LastIndex(key, "/")
	for i := slash + 1; i < len(key); i++ {
		if key[i] == '.' {
			s.pkgs[sfNormalizePath(key[:i])] = true
		}
	}
}

// relevant reports whether a package with this path declares a sink or a broker.
func (s *sfSinkSet) relevant(path string) bool { return s.pkgs[sfNormalizePath(path)] }

// sfNormalizePath removes major version elements ("v2") from an import path.
func sfNormalizePath(path string) string {
	if !strings.Contains(path, "/v") {
		return path
	}
	elems := strings.Split(path, "/")
	out := elems[:0]
	for i, e := range elems {
		if i > 0 && sfIsMajor(e) {
			continue
		}
		out = append(out, e)
	}
	return strings.Join(out, "/")
}

func sfIsMajor(e string) bool {
	if len(e) < 2 || e[0] != 'v' {
		return false
	}
	n, err := strconv.Atoi(e[1:])
	return err == nil && n >= 2 && e[1] != '0'
}

// sfNormalizeKey normalizes the package path of a "pkgpath.Name..." key.
func sfNormalizeKey(key string) string {
	slash := strings.LastIndex(key, "/")
	if slash < 0 {
		return key
	}
	dir, last := key[:slash], key[slash+1:]
	if elem, rest, ok := strings.Cut(last, "."); ok && sfIsMajor(elem) {
		return sfNormalizePath(dir) + "." + rest // the path ends in a major version
	}
	return sfNormalizePath(dir) + "/" + last
}

// sfFuncKey returns "pkgpath.Func" or "pkgpath.Type.Method" for fn, with the normalized path.
func sfFuncKey(fn *types.Func) string {
	if fn == nil || fn.Pkg() == nil {
		return ""
	}
	fn = fn.Origin()
	path := sfNormalizePath(fn.Pkg().Path())
	if recv := fn.Signature().Recv(); recv != nil {
		if named := sfNamedOf(recv.Type()); named != nil {
			return path + "." + named.Obj().Name() + "." + fn.Name()
		}
		return ""
	}
	return path + "." + fn.Name()
}

// sfNamedOf returns the named type of t or *t, or nil.
func sfNamedOf(t types.Type) *types.Named {
	if t == nil {
		return nil
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	named, _ := types.Unalias(t).(*types.Named)
	return named
}

func sfTypeName(named *types.Named) string {
	return sfDisplayName(named.Obj().Pkg(), named.Obj().Name())
}

func sfRecvType(fn *types.Func) types.Type {
	if recv := fn.Signature().Recv(); recv != nil {
		return recv.Type()
	}
	return nil
}

func sfTypeKey(named *types.Named) string {
	if named == nil || named.Obj().Pkg() == nil {
		return ""
	}
	return sfNormalizePath(named.Obj().Pkg().Path()) + "." + named.Obj().Name()
}

// sfDisplayName is "pkg.Name" or "pkg.Type.Name" for messages, with the package's name.
func sfDisplayName(pkg *types.Package, rest ...string) string {
	return pkg.Name() + "." + strings.Join(rest, ".")
}

// A hit is a place where a group ID enters a Kafka client.
type sfHit struct {
	expr   ast.Expr // the group ID expression, or the argument that holds it in field path
	path   string   // the field path of expr that holds the group ID ("GroupId"); "" for expr itself
	sink   string   // the sink, for messages: "kgo.ConsumerGroup", "kafka.ReaderConfig.GroupID"
	prefix string   // text before the ID in expr ("group.id=" for ConfigMap.Set)
	pos    token.Pos
}

// hits returns the sinks that node n feeds directly.
func (s *sfSinkSet) hits(info *types.Info, n ast.Node) []sfHit {
	switch n := n.(type) {
	case *ast.CallExpr:
		return s.callHits(info, n)
	case *ast.CompositeLit:
		return s.litHits(info, n)
	case *ast.AssignStmt:
		if n.Tok != token.ASSIGN || len(n.Lhs) != len(n.Rhs) {
			return nil
		}
		var out []sfHit
		for i, lhs := range n.Lhs {
			if h, ok := s.assignHit(info, lhs, n.Rhs[i]); ok {
				out = append(out, h)
			}
		}
		return out
	}
	return nil
}

func (s *sfSinkSet) callHits(info *types.Info, call *ast.CallExpr) []sfHit {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil {
		return nil
	}
	key := sfFuncKey(fn)
	if key == "" {
		return nil
	}
	if arg, ok := s.funcs[key]; ok {
		i := arg.index
		if i < len(call.Args) && !(call.Ellipsis.IsValid() && i == len(call.Args)-1) {
			name := sfDisplayName(fn.Pkg(), fn.Name())
			if named := sfNamedOf(sfRecvType(fn)); named != nil {
				name = sfDisplayName(fn.Pkg(), named.Obj().Name(), fn.Name())
			}
			if arg.path != "" {
				name += "(" + sfParamName(fn.Signature(), i) + "." + arg.path + ")"
			}
			return []sfHit{{expr: call.Args[i], path: arg.path, sink: name, pos: call.Pos()}}
		}
		return nil
	}
	// ConfigMap methods.
	recv := fn.Signature().Recv()
	if recv == nil || !sfConfigMaps[sfTypeKey(sfNamedOf(recv.Type()))] {
		return nil
	}
	mapName := sfTypeName(sfNamedOf(recv.Type()))
	switch fn.Name() {
	case "SetKey":
		if len(call.Args) == 2 && sfConstString(info, call.Args[0]) == sfGroupIDKey {
			return []sfHit{{expr: call.Args[1], sink: mapName + ".SetKey(\"group.id\")", pos: call.Pos()}}
		}
	case "Set":
		if len(call.Args) == 1 {
			return []sfHit{{expr: call.Args[0], sink: mapName + ".Set(\"group.id=...\")", prefix: sfGroupIDKey + "=", pos: call.Pos()}}
		}
	}
	return nil
}

// sfParamName names parameter i of sig for messages: its name, or "argI" when it has none.
func sfParamName(sig *types.Signature, i int) string {
	if i < sig.Params().Len() {
		if name := sig.Params().At(i).Name(); name != "" && name != "_" {
			return name
		}
	}
	return "arg" + strconv.Itoa(i)
}

func (s *sfSinkSet) litHits(info *types.Info, lit *ast.CompositeLit) []sfHit {
	named := sfNamedOf(info.TypeOf(lit))
	key := sfTypeKey(named)
	if key == "" {
		return nil
	}
	if sfConfigMaps[key] {
		for _, elt := range lit.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok && sfConstString(info, kv.Key) == sfGroupIDKey {
				return []sfHit{{expr: kv.Value, sink: sfTypeName(named) + "[\"group.id\"]", pos: kv.Pos()}}
			}
		}
		return nil
	}
	st, ok := named.Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	var out []sfHit
	for i, elt := range lit.Elts {
		var field *types.Var
		value := elt
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			id, _ := kv.Key.(*ast.Ident)
			if id == nil {
				continue
			}
			field, _ = info.Uses[id].(*types.Var)
			value = kv.Value
		} else if i < st.NumFields() {
			field = st.Field(i)
		}
		if name, ok := s.fieldSink(named, field); ok {
			out = append(out, sfHit{expr: value, sink: name, pos: elt.Pos()})
		}
	}
	return out
}

func (s *sfSinkSet) assignHit(info *types.Info, lhs, rhs ast.Expr) (sfHit, bool) {
	switch lhs := ast.Unparen(lhs).(type) {
	case *ast.SelectorExpr:
		sel := info.Selections[lhs]
		if sel == nil || sel.Kind() != types.FieldVal {
			return sfHit{}, false
		}
		field, _ := sel.Obj().(*types.Var)
		if name, ok := s.fieldSink(sfFieldOwner(sel.Recv(), sel.Index()), field); ok {
			return sfHit{expr: rhs, sink: name, pos: lhs.Pos()}, true
		}
	case *ast.IndexExpr:
		named := sfNamedOf(info.TypeOf(lhs.X))
		if sfConfigMaps[sfTypeKey(named)] && sfConstString(info, lhs.Index) == sfGroupIDKey {
			return sfHit{expr: rhs, sink: sfTypeName(named) + "[\"group.id\"]", pos: lhs.Pos()}, true
		}
	}
	return sfHit{}, false
}

// sfFieldOwner returns the named struct type that declares the field reached from recv
// through the embedding path index.
func sfFieldOwner(recv types.Type, index []int) *types.Named {
	t := recv
	var owner *types.Named
	for i, idx := range index {
		owner = sfNamedOf(t)
		var st *types.Struct
		if owner != nil {
			st, _ = owner.Underlying().(*types.Struct)
		} else if p, ok := types.Unalias(t).(*types.Pointer); ok {
			st, _ = p.Elem().Underlying().(*types.Struct)
		} else {
			st, _ = t.Underlying().(*types.Struct)
		}
		if st == nil || idx >= st.NumFields() {
			return nil
		}
		if i == len(index)-1 {
			return owner
		}
		t = st.Field(idx).Type()
	}
	return owner
}

// sfConstString returns the value of a constant string expression, or "".
func sfConstString(info *types.Info, e ast.Expr) string {
	if tv, ok := info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value)
	}
	return ""
}

// sfIsBroker reports whether call creates a broker that lives in the calling test.
func sfIsBroker(info *types.Info, call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	return fn != nil && sfBrokerFuncs[sfFuncKey(fn)]
}

// isConfig reports whether t is (a pointer to) a type with a group-ID field or a
// configuration map.
func (s *sfSinkSet) isConfig(t types.Type) bool {
	key := sfTypeKey(sfNamedOf(t))
	if key == "" {
		return false
	}
	if sfConfigMaps[key] {
		return true
	}
	for f := range s.fields {
		if strings.HasPrefix(f, key+".") && !strings.Contains(f[len(key)+1:], ".") {
			return true
		}
	}
	return s.hasFieldSink(t) // a defined type over a library's configuration
}
