package knowledge

// ReflectDecoders are the standard library's functions and methods that fill the value their
// argument points to by reflection, with the argument's index.
var ReflectDecoders = map[string]int{
	"encoding/json.Unmarshal":            1,
	"encoding/json.Decoder.Decode":       0,
	"encoding/xml.Unmarshal":             1,
	"encoding/xml.Decoder.Decode":        0,
	"encoding/xml.Decoder.DecodeElement": 0,
	"encoding/gob.Decoder.Decode":        0,
}

// StdInitialTypes are the dynamic types that standard library variables of interface type
// hold until a program assigns them, for the variables the engine tracks (net/http's): their
// initializers are not in export data. The type is named in the variable's own package.
var StdInitialTypes = map[string]string{
	"net/http.DefaultTransport": "*Transport", // var DefaultTransport RoundTripper = &Transport{...}
}
