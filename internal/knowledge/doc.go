// Package knowledge is what fixturelint knows about libraries, written down as data: which
// package-level state of a library every test of a binary shares, and what a test should do
// instead, and what its functions do with net/http's transports; which HTTP and websocket
// types are transports and which client methods change what later requests send; where a
// value becomes a request's credentials (auth sinks) and which calls return fresh ones;
// which calls start a Ginkgo or testify suite and which declare its nodes; which Kafka APIs take a consumer group and join it, which join
// only later, which never do, and which give a test a broker of its own. The engine and the checks read these
// tables; teaching fixturelint a library is adding rows here, each with the reason it is
// true of the library's current code, and a case against the real library in the checks'
// testdata. The drift tests load the real libraries at the versions testdata/pins pins and
// check that every API a row names exists there, with the arguments and fields it says.
//
// For example, httpmock keeps one mock transport for the whole test binary:
//
//	httpmock.Activate()                 // installs httpmock.DefaultTransport as http.DefaultTransport
//	httpmock.RegisterResponder(...)     // registers on httpmock.DefaultTransport
//
// so the row for httpmock.DefaultTransport in [MockRegistries] makes two tests that may run
// at the same time and both reach it a finding, whichever client each test sends through.
// And a new Kafka client whose constructor takes the group as its second argument,
//
//	q, _ := queue.NewConsumer(brokers, "orders", handler)
//
// is one row of [GroupArgFuncs], "example.com/queue.NewConsumer": {Index: 1}: the string flow
// then follows constants to that argument through helpers, fields and options in any package.
package knowledge
