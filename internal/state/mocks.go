package state

import (
	"go/types"

	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// DefaultInstall returns the registry of the mocking library whose function fn installs
// the library's transport as http.DefaultTransport (httpmock.Activate, gock.New); nil when
// fn is no such function.
func DefaultInstall(fn *types.Func) *knowledge.MockRegistry {
	if r, role := mockTransportRole(fn); role == knowledge.InstallsDefault {
		return r
	}
	return nil
}
