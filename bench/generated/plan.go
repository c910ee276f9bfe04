package generated

import (
	"fmt"
	"strings"
)

// resource is one resource service of the API, such as compute/v1's Addresses.
type resource struct {
	Index   int
	Name    string // plural: the service and the Service field, "RegionDisks"
	Schema  string // singular: the item type, "RegionDisk"
	Lower   string // as in paths and RPC names, "regionDisks"
	Scope   string // "zone", "region" or "global"
	Fields  []field
	Methods []*method
}

// field is a field of a resource's item type.
type field struct {
	Go, Type, JSON string
	String         bool // encoded as a JSON string (64-bit integers)
	Doc            string
}

// method is one method of a resource service, with its Call type.
type method struct {
	Res     *resource
	Name    string // "Get"
	Call    string // "RegionDisksGetCall"
	Verb    string
	Path    string   // relative to BasePath, with {param} placeholders
	Params  []string // path parameters, in order; the method's first arguments
	Body    string   // the request body's Call field (and argument), or ""
	BodyT   string   // its type, without the *
	Ret     string   // the type Do returns, without the *; "" for a Download method
	List    bool     // has Pages
	Get     bool     // has IfNoneMatch
	Setters []setter
}

// RPC is the method's name in logs, "cloud.regionDisks.get".
func (m *method) RPC() string {
	return fmt.Sprintf("%s.%s.%s", Name, m.Res.Lower, lowerFirst(m.Name))
}

// Args is the method's parameter list.
func (m *method) Args() string {
	var args []string
	for _, p := range m.Params {
		args = append(args, p+" string")
	}
	if m.Body != "" {
		args = append(args, m.Body+" *"+m.BodyT)
	}
	return strings.Join(args, ", ")
}

// setter is an optional query parameter, set by a method of the Call that returns the Call.
type setter struct {
	Go, Key, Type, Format, Doc string
}

var (
	filterSetter = setter{"Filter", "filter", "string", "filter",
		"A filter expression that filters resources listed in the response. Most\n// resources support two types of filter expressions: expressions that support\n// regular expressions and expressions that follow API improvement proposal AIP-160."}
	maxResultsSetter = setter{"MaxResults", "maxResults", "int64", "strconv.FormatInt(maxResults, 10)",
		"The maximum number of results per page that should be returned. If the\n// number of available results is larger than maxResults, the service returns a\n// nextPageToken that can be used to get the next page of results."}
	orderBySetter = setter{"OrderBy", "orderBy", "string", "orderBy",
		"Sorts list results by a certain order. By default, results are returned in\n// alphanumerical order based on the resource name."}
	pageTokenSetter = setter{"PageToken", "pageToken", "string", "pageToken",
		"Specifies a page token to use. Set pageToken to the nextPageToken returned\n// by a previous list request to get the next page of results."}
	partialSetter = setter{"ReturnPartialSuccess", "returnPartialSuccess", "bool", "fmt.Sprint(returnPartialSuccess)",
		"Opt-in for partial success behavior which provides partial results in case\n// of failure."}
	requestIDSetter = setter{"RequestId", "requestId", "string", "requestId",
		"An optional request ID to identify requests. Specify a unique request ID so\n// that if you must retry your request, the server will know to ignore the\n// request if it has already been completed."}
	updateMaskSetter = setter{"UpdateMask", "updateMask", "string", "updateMask",
		"Indicates fields to be updated as part of this request."}
	validateOnlySetter = setter{"ValidateOnly", "validateOnly", "bool", "strconv.FormatBool(validateOnly)",
		"If set to true, the request is validated but not applied."}
	listSetters = []setter{filterSetter, maxResultsSetter, orderBySetter, pageTokenSetter, partialSetter}
)

// kinds are the methods a resource has, in order: resource i has the first 5 + i%5.
var kinds = []func(r *resource) *method{
	func(r *resource) *method {
		return &method{Name: "Get", Verb: "GET", Path: r.item(), Params: r.params(true), Ret: r.Schema, Get: true}
	},
	func(r *resource) *method {
		return &method{Name: "List", Verb: "GET", Path: r.collection(), Params: r.params(false), Ret: r.Schema + "List", List: true, Setters: listSetters}
	},
	func(r *resource) *method {
		return &method{Name: "Insert", Verb: "POST", Path: r.collection(), Params: r.params(false), Body: strings.ToLower(r.Schema), BodyT: r.Schema, Ret: "Operation", Setters: []setter{requestIDSetter}}
	},
	func(r *resource) *method {
		return &method{Name: "Delete", Verb: "DELETE", Path: r.item(), Params: r.params(true), Ret: "Operation", Setters: []setter{requestIDSetter}}
	},
	func(r *resource) *method {
		return &method{Name: "Export", Verb: "GET", Path: r.item() + "/export", Params: r.params(true)}
	},
	func(r *resource) *method {
		return &method{Name: "Patch", Verb: "PATCH", Path: r.item(), Params: r.params(true), Body: strings.ToLower(r.Schema), BodyT: r.Schema, Ret: "Operation", Setters: []setter{requestIDSetter, updateMaskSetter}}
	},
	func(r *resource) *method {
		return &method{Name: "Update", Verb: "PUT", Path: r.item(), Params: r.params(true), Body: strings.ToLower(r.Schema), BodyT: r.Schema, Ret: "Operation", Setters: []setter{requestIDSetter, validateOnlySetter}}
	},
	func(r *resource) *method {
		return &method{Name: "SetLabels", Verb: "POST", Path: r.item() + "/setLabels", Params: r.params(true), Body: "setlabelsrequest", BodyT: "SetLabelsRequest", Ret: "Operation", Setters: []setter{requestIDSetter}}
	},
	func(r *resource) *method {
		return &method{Name: "AggregatedList", Verb: "GET", Path: "projects/{project}/aggregated/" + r.Lower, Params: []string{"project"}, Ret: r.Schema + "List", List: true, Setters: listSetters}
	},
}

func (r *resource) collection() string {
	switch r.Scope {
	case "global":
		return "projects/{project}/global/" + r.Lower
	default:
		return "projects/{project}/" + r.Scope + "s/{" + r.Scope + "}/" + r.Lower
	}
}

func (r *resource) item() string { return r.collection() + "/{resource}" }

func (r *resource) params(item bool) []string {
	ps := []string{"project"}
	if r.Scope != "global" {
		ps = append(ps, r.Scope)
	}
	if item {
		ps = append(ps, "resource")
	}
	return ps
}

var (
	nouns = [][2]string{
		{"Addresses", "Address"}, {"Autoscalers", "Autoscaler"}, {"BackendBuckets", "BackendBucket"},
		{"BackendServices", "BackendService"}, {"Disks", "Disk"}, {"Firewalls", "Firewall"},
		{"ForwardingRules", "ForwardingRule"}, {"HealthChecks", "HealthCheck"}, {"Images", "Image"},
		{"InstanceGroups", "InstanceGroup"}, {"Instances", "Instance"}, {"InstanceTemplates", "InstanceTemplate"},
		{"Interconnects", "Interconnect"}, {"Licenses", "License"}, {"MachineImages", "MachineImage"},
		{"Networks", "Network"}, {"NodeGroups", "NodeGroup"}, {"NodeTemplates", "NodeTemplate"},
		{"PacketMirrorings", "PacketMirroring"}, {"Reservations", "Reservation"}, {"ResourcePolicies", "ResourcePolicy"},
		{"Routers", "Router"}, {"Routes", "Route"}, {"SecurityPolicies", "SecurityPolicy"},
		{"Snapshots", "Snapshot"}, {"SslCertificates", "SslCertificate"}, {"Subnetworks", "Subnetwork"},
		{"TargetPools", "TargetPool"}, {"UrlMaps", "UrlMap"}, {"VpnGateways", "VpnGateway"},
		{"VpnTunnels", "VpnTunnel"}, {"StoragePools", "StoragePool"},
	}
	prefixes = []string{"", "Global", "Region", "Zonal", "Organization", "Public", "Private", "Managed", "Shared", "External", "Internal", "Future"}

	// extraFields are the optional fields of item types: resource i has 6 + (7i)%15 of them,
	// starting at i%len(extraFields).
	extraFields = []field{
		{Go: "Fingerprint", Type: "string", JSON: "fingerprint", Doc: "A fingerprint for optimistic locking."},
		{Go: "Network", Type: "string", JSON: "network", Doc: "URL of the network the resource is attached to."},
		{Go: "Subnetwork", Type: "string", JSON: "subnetwork", Doc: "URL of the subnetwork."},
		{Go: "SizeGb", Type: "int64", JSON: "sizeGb", String: true, Doc: "Size in GB."},
		{Go: "Users", Type: "[]string", JSON: "users", Doc: "Links to the users of the resource."},
		{Go: "Type", Type: "string", JSON: "type", Doc: "The type of the resource."},
		{Go: "Architecture", Type: "string", JSON: "architecture", Doc: "The architecture of the resource."},
		{Go: "SourceImage", Type: "string", JSON: "sourceImage", Doc: "The source image used to create it."},
		{Go: "SourceSnapshot", Type: "string", JSON: "sourceSnapshot", Doc: "The source snapshot used to create it."},
		{Go: "Licenses", Type: "[]string", JSON: "licenses", Doc: "Any applicable license URIs."},
		{Go: "Metadata", Type: "*Metadata", JSON: "metadata", Doc: "The metadata key/value pairs assigned to the resource."},
		{Go: "Tags", Type: "*Tags", JSON: "tags", Doc: "Tags to apply to the resource."},
		{Go: "Priority", Type: "int64", JSON: "priority", Doc: "Priority of the resource, lower is higher."},
		{Go: "Enabled", Type: "bool", JSON: "enabled", Doc: "Whether the resource is enabled."},
		{Go: "Ratio", Type: "float64", JSON: "ratio", Doc: "A ratio between 0 and 1."},
		{Go: "Items", Type: "[]*MetadataItems", JSON: "items", Doc: "Key/value items."},
		{Go: "Region", Type: "string", JSON: "region", Doc: "URL of the region where the resource resides."},
		{Go: "SatisfiesPzs", Type: "bool", JSON: "satisfiesPzs", Doc: "Reserved for future use."},
		{Go: "StatusMessage", Type: "string", JSON: "statusMessage", Doc: "An optional, human-readable explanation of the status."},
		{Go: "Capacity", Type: "int64", JSON: "capacity", String: true, Doc: "The capacity of the resource."},
		{Go: "Params", Type: "map[string]string", JSON: "params", Doc: "Input only. Additional parameters."},
		{Go: "Purpose", Type: "string", JSON: "purpose", Doc: "The purpose of the resource."},
		{Go: "Shielded", Type: "*ShieldedConfig", JSON: "shielded", Doc: "Shielded configuration."},
		{Go: "ZoneAffinity", Type: "[]string", JSON: "zoneAffinity", Doc: "Zones the resource prefers."},
	}
)

// newResource returns resource i of the API, without methods.
func newResource(i int) *resource {
	noun := nouns[i%len(nouns)]
	prefix := prefixes[i/len(nouns)%len(prefixes)]
	suffix := ""
	if round := i / (len(nouns) * len(prefixes)); round > 0 {
		suffix = fmt.Sprintf("V%d", round+1)
	}
	r := &resource{
		Index:  i,
		Name:   prefix + noun[0] + suffix,
		Schema: prefix + noun[1] + suffix,
		Scope:  []string{"zone", "region", "global"}[i%3],
	}
	r.Lower = lowerFirst(r.Name)
	r.Fields = []field{
		{Go: "Name", Type: "string", JSON: "name", Doc: "Name of the resource, provided by the client when it is created."},
		{Go: "Id", Type: "uint64", JSON: "id", String: true, Doc: "Output only. The unique identifier for the resource."},
		{Go: "Kind", Type: "string", JSON: "kind", Doc: "Output only. Type of the resource."},
		{Go: "SelfLink", Type: "string", JSON: "selfLink", Doc: "Output only. Server-defined URL for the resource."},
		{Go: "Description", Type: "string", JSON: "description", Doc: "An optional description of this resource."},
		{Go: "CreationTimestamp", Type: "string", JSON: "creationTimestamp", Doc: "Output only. Creation timestamp in RFC3339 text format."},
		{Go: "Labels", Type: "map[string]string", JSON: "labels", Doc: "Labels to apply to this resource."},
		{Go: "LabelFingerprint", Type: "string", JSON: "labelFingerprint", Doc: "A fingerprint for the labels being applied to this resource."},
		{Go: "Status", Type: "string", JSON: "status", Doc: "Output only. The status of the resource."},
	}
	if r.Scope == "zone" {
		r.Fields = append(r.Fields, field{Go: "Zone", Type: "string", JSON: "zone", Doc: "URL of the zone where the resource resides."})
	}
	n, start := 6+(7*i)%15, i%len(extraFields)
	for k := range n {
		f := extraFields[(start+k)%len(extraFields)]
		if f.Go == "Region" && r.Scope == "zone" {
			continue
		}
		r.Fields = append(r.Fields, f)
	}
	return r
}

// addMethod adds the resource's next method, if it has one left.
func (r *resource) addMethod() bool {
	if len(r.Methods) >= 5+r.Index%5 {
		return false
	}
	m := kinds[len(r.Methods)](r)
	m.Res, m.Call = r, r.Name+m.Name+"Call"
	r.Methods = append(r.Methods, m)
	return true
}

func lowerFirst(s string) string { return strings.ToLower(s[:1]) + s[1:] }
