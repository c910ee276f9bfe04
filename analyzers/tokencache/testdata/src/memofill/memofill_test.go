package memofill

import "testing"

func TestEarlyA(t *testing.T) {
	t.Parallel()
	_ = earlyAuthKeys.keyEarly("ssh://a.example/repo") // want `parallel test TestEarlyA reads token cache earlyAuthKeys while parallel test TestEarlyB refreshes it`
}

func TestEarlyB(t *testing.T) {
	t.Parallel()
	_ = earlyAuthKeys.keyEarly("ssh://a.example/other") // want `parallel test TestEarlyB reads token cache earlyAuthKeys while parallel test TestEarlyA refreshes it`
}

func TestResetA(t *testing.T) {
	t.Parallel()
	_ = resetAuthKeys.keyAfterReset("ssh://a.example/repo") // want `parallel test TestResetA reads token cache resetAuthKeys while parallel test TestResetB refreshes it`
}

func TestResetB(t *testing.T) {
	t.Parallel()
	_ = resetAuthKeys.keyAfterReset("ssh://a.example/other") // want `parallel test TestResetB reads token cache resetAuthKeys while parallel test TestResetA refreshes it`
}

func TestInverseA(t *testing.T) {
	t.Parallel()
	_ = inverseAuthKeys.keyInverse("ssh://a.example/repo") // want `parallel test TestInverseA reads token cache inverseAuthKeys while parallel test TestInverseB refreshes it`
}

func TestInverseB(t *testing.T) {
	t.Parallel()
	_ = inverseAuthKeys.keyInverse("ssh://a.example/other") // want `parallel test TestInverseB reads token cache inverseAuthKeys while parallel test TestInverseA refreshes it`
}

func TestCheckedUnlockedA(t *testing.T) {
	t.Parallel()
	_ = unlockedCheckAuthKeys.keyCheckedUnlocked("ssh://a.example/repo") // want `parallel test TestCheckedUnlockedA reads token cache unlockedCheckAuthKeys while parallel test TestCheckedUnlockedB refreshes it`
}

func TestCheckedUnlockedB(t *testing.T) {
	t.Parallel()
	_ = unlockedCheckAuthKeys.keyCheckedUnlocked("ssh://a.example/other") // want `parallel test TestCheckedUnlockedB reads token cache unlockedCheckAuthKeys while parallel test TestCheckedUnlockedA refreshes it`
}
