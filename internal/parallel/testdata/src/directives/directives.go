package directives

//fixturelint:ignore sharedclient the client is read-only after init
var ok = 1 // want ok:`ignored\(sharedclient\)`

//fixturelint:ignore sharedclient // want `fixturelint:ignore directive needs a reason after the check names`
var noReason = 2

//fixturelint:ignore nosuchcheck because // want `fixturelint:ignore directive names unknown check "nosuchcheck"`
var unknown = 3

//fixturelint:ignore // want `fixturelint:ignore directive names no check`
var empty = 4

//fixturelint:ignored is another directive that this one is a prefix of: not reported
var other = 5
