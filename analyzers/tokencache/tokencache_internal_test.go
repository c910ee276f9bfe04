package tokencache

import "testing"

func TestNewConfig(t *testing.T) {
	defer func(n, ty string, s bool) { namesFlag, typesFlag, strictFlag = n, ty, s }(namesFlag, typesFlag, strictFlag)
	namesFlag = "("
	if _, err := newConfig(); err == nil {
		t.Error("an invalid -tokencache.names regexp was accepted")
	}
	namesFlag, typesFlag = "^ticket$", " a/b.C ,, d.E"
	cfg, err := newConfig()
	if err != nil {
		t.Fatal(err)
	}
	if !cfg.voc.Types["a/b.C"] || !cfg.voc.Types["d.E"] || len(cfg.voc.Types) != 2 {
		t.Errorf("types = %v", cfg.voc.Types)
	}
	if !cfg.voc.NameSays("myTicket") || cfg.voc.NameSays("tokens") {
		t.Error("-tokencache.names does not replace the default list")
	}
}
