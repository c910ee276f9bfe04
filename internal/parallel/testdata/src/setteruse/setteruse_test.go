package setteruse

import (
	"net/http"
	"testing"
	"time"

	"setters"
)

func TestSetters(t *testing.T) { // want `region TestSetters serial`
	mine := &http.Client{}
	setters.SetClient(mine)                // want `write setters\.Default in TestSetters serial via setters\.SetClient arg mine`
	setters.SetTimeout(time.Second)        // want `field-write setters\.Default\.Timeout in TestSetters serial via setters\.SetTimeout arg time\.Second`
	setters.Configure("k", &http.Client{}) // want `write setters\.Key in TestSetters serial via setters\.Configure arg "k"` `write setters\.Default in TestSetters serial via setters\.Configure via setters\.SetClient arg &http\.Client{}`
	setters.Reset()                        // want `write setters\.Default in TestSetters serial via setters\.Reset$`
}
