// Package knowledge is what fixturelint knows about libraries, written down as data: which
// package-level state of a library every test of a binary shares, and what a test should do
// instead. The engine and the checks read these tables; teaching fixturelint a library is
// adding rows here, each with the reason it is true of the library's current code, and a case
// against the real library in the checks' testdata.
//
// For example, httpmock keeps one mock transport for the whole test binary:
//
//	httpmock.Activate()                 // installs httpmock.DefaultTransport as http.DefaultTransport
//	httpmock.RegisterResponder(...)     // registers on httpmock.DefaultTransport
//
// so the row for httpmock.DefaultTransport in [MockRegistries] makes two tests that may run
// at the same time and both reach it a finding, whichever client each test sends through.
package knowledge
