package generated

import "text/template"

// The templates write declarations only: Write adds the file comment, the package clause and
// the imports each file needs.

// headerTmpl is the start of the package: the Service, NewService and its options, the types
// all resources share, and the gensupport-style helpers the methods call.
var headerTmpl = template.Must(template.New("header").Parse(`
const apiName = "{{.Name}}"
const apiVersion = "v1"
const basePath = "https://{{.Name}}.example.com/{{.Name}}/v1/"
const clientVersion = "0.316.0"

// ClientOption configures the Service NewService returns.
type ClientOption interface {
	apply(*settings)
}

type settings struct {
	client    *http.Client
	transport http.RoundTripper
	endpoint  string
	userAgent string
	logger    *slog.Logger
	timeout   time.Duration
	headers   http.Header
}

type optionFunc func(*settings)

func (f optionFunc) apply(s *settings) { f(s) }

// WithHTTPClient returns a ClientOption that specifies the HTTP client to use
// as the basis of communications. When used, the WithHTTPClient option takes
// precedence over all other supplied options.
func WithHTTPClient(client *http.Client) ClientOption {
	return optionFunc(func(s *settings) { s.client = client })
}

// WithTransport returns a ClientOption that sets the transport of the client
// NewService creates, instead of http.DefaultTransport.
func WithTransport(rt http.RoundTripper) ClientOption {
	return optionFunc(func(s *settings) { s.transport = rt })
}

// WithEndpoint returns a ClientOption that overrides the default endpoint.
func WithEndpoint(endpoint string) ClientOption {
	return optionFunc(func(s *settings) { s.endpoint = endpoint })
}

// WithUserAgent returns a ClientOption that sets the User-Agent fragment.
func WithUserAgent(ua string) ClientOption {
	return optionFunc(func(s *settings) { s.userAgent = ua })
}

// WithLogger returns a ClientOption that sets the logger of requests and responses.
func WithLogger(l *slog.Logger) ClientOption {
	return optionFunc(func(s *settings) { s.logger = l })
}

// WithTimeout returns a ClientOption that sets the timeout of the client NewService
// creates.
func WithTimeout(d time.Duration) ClientOption {
	return optionFunc(func(s *settings) { s.timeout = d })
}

// WithHeaders returns a ClientOption that adds headers to every request.
func WithHeaders(h http.Header) ClientOption {
	return optionFunc(func(s *settings) { s.headers = h.Clone() })
}

// NewService creates a new Service.
func NewService(ctx context.Context, opts ...ClientOption) (*Service, error) {
	o := &settings{endpoint: basePath}
	for _, opt := range opts {
		opt.apply(o)
	}
	client := o.client
	if client == nil {
		transport := o.transport
		if transport == nil {
			transport = http.DefaultTransport
		}
		client = &http.Client{Transport: transport, Timeout: o.timeout}
	}
	if ctx == nil {
		return nil, errors.New("{{.Name}}: nil context")
	}
	logger := o.logger
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	s := &Service{client: client, BasePath: o.endpoint, UserAgent: o.userAgent, logger: logger}
{{- range .Resources}}
	s.{{.Name}} = New{{.Name}}Service(s)
{{- end}}
	return s, nil
}

// New creates a new Service. It uses the provided http.Client for requests.
//
// Deprecated: please use NewService instead.
func New(client *http.Client) (*Service, error) {
	if client == nil {
		return nil, errors.New("client is nil")
	}
	return NewService(context.TODO(), WithHTTPClient(client))
}

type Service struct {
	client    *http.Client
	logger    *slog.Logger
	BasePath  string // API endpoint base URL
	UserAgent string // optional additional User-Agent fragment
{{range .Resources}}
	{{.Name}} *{{.Name}}Service
{{end -}}
}

func (s *Service) userAgent() string {
	if s.UserAgent == "" {
		return "{{.Name}}-go-client/" + clientVersion
	}
	return "{{.Name}}-go-client/" + clientVersion + " " + s.UserAgent
}

// ServerResponse is embedded in each Do response and provides the HTTP status
// code and header sent by the server.
type ServerResponse struct {
	// HTTPStatusCode is the server's response status code.
	HTTPStatusCode int
	// Header contains the response header fields from the server.
	Header http.Header
}

// Field names a field of a response, for partial responses.
type Field string

// CallOption is an optional argument to an API call.
type CallOption interface {
	Get() (key, value string)
}

type queryParameter struct{ key, value string }

func (p queryParameter) Get() (string, string) { return p.key, p.value }

// QuotaUser returns a CallOption that will set the quota user for a call.
func QuotaUser(u string) CallOption { return queryParameter{"quotaUser", u} }

// Trace returns a CallOption that enables diagnostic tracing for a call.
func Trace(traceToken string) CallOption { return queryParameter{"trace", "token:" + traceToken} }

// Error contains an error response from the server.
type Error struct {
	// Code is the HTTP response status code and will always be populated.
	Code int ` + "`json:\"code\"`" + `
	// Message is the server response message and is only populated when
	// explicitly referenced by the JSON server response.
	Message string ` + "`json:\"message\"`" + `
	// Details provide more context to an error.
	Details []any ` + "`json:\"details\"`" + `
	// Body is the raw response returned by the server.
	Body string ` + "`json:\"-\"`" + `
	// Header contains the response header fields from the server.
	Header http.Header ` + "`json:\"-\"`" + `
	Errors []ErrorItem ` + "`json:\"errors\"`" + `
}

// ErrorItem is a detailed error code and message of an Error.
type ErrorItem struct {
	Reason  string ` + "`json:\"reason\"`" + `
	Message string ` + "`json:\"message\"`" + `
}

func (e *Error) Error() string {
	var buf strings.Builder
	fmt.Fprintf(&buf, "{{.Name}}: Error %d: ", e.Code)
	if e.Message != "" {
		buf.WriteString(e.Message)
	}
	for _, item := range e.Errors {
		fmt.Fprintf(&buf, ", %s: %s", item.Reason, item.Message)
	}
	if len(e.Errors) == 0 && e.Message == "" {
		buf.WriteString(e.Body)
	}
	return buf.String()
}

// Operation represents an Operation resource.
type Operation struct {
	ClientOperationId string ` + "`json:\"clientOperationId,omitempty\"`" + `
	CreationTimestamp string ` + "`json:\"creationTimestamp,omitempty\"`" + `
	Description string ` + "`json:\"description,omitempty\"`" + `
	EndTime string ` + "`json:\"endTime,omitempty\"`" + `
	Error *OperationError ` + "`json:\"error,omitempty\"`" + `
	HttpErrorMessage string ` + "`json:\"httpErrorMessage,omitempty\"`" + `
	HttpErrorStatusCode int64 ` + "`json:\"httpErrorStatusCode,omitempty\"`" + `
	Id uint64 ` + "`json:\"id,omitempty,string\"`" + `
	InsertTime string ` + "`json:\"insertTime,omitempty\"`" + `
	Kind string ` + "`json:\"kind,omitempty\"`" + `
	Name string ` + "`json:\"name,omitempty\"`" + `
	OperationType string ` + "`json:\"operationType,omitempty\"`" + `
	Progress int64 ` + "`json:\"progress,omitempty\"`" + `
	Region string ` + "`json:\"region,omitempty\"`" + `
	SelfLink string ` + "`json:\"selfLink,omitempty\"`" + `
	StartTime string ` + "`json:\"startTime,omitempty\"`" + `
	Status string ` + "`json:\"status,omitempty\"`" + `
	StatusMessage string ` + "`json:\"statusMessage,omitempty\"`" + `
	TargetId uint64 ` + "`json:\"targetId,omitempty,string\"`" + `
	TargetLink string ` + "`json:\"targetLink,omitempty\"`" + `
	User string ` + "`json:\"user,omitempty\"`" + `
	Warnings []*ListWarning ` + "`json:\"warnings,omitempty\"`" + `
	Zone string ` + "`json:\"zone,omitempty\"`" + `

	// ServerResponse contains the HTTP response code and headers from the server.
	ServerResponse ` + "`json:\"-\"`" + `
	ForceSendFields []string ` + "`json:\"-\"`" + `
	NullFields []string ` + "`json:\"-\"`" + `
}

func (s Operation) MarshalJSON() ([]byte, error) {
	type NoMethod Operation
	return marshalJSON(NoMethod(s), s.ForceSendFields, s.NullFields)
}

// OperationError: Output only. If errors are generated during processing of
// the operation, this field will be populated.
type OperationError struct {
	Errors []*OperationErrorErrors ` + "`json:\"errors,omitempty\"`" + `
	ForceSendFields []string ` + "`json:\"-\"`" + `
	NullFields []string ` + "`json:\"-\"`" + `
}

type OperationErrorErrors struct {
	Code string ` + "`json:\"code,omitempty\"`" + `
	Location string ` + "`json:\"location,omitempty\"`" + `
	Message string ` + "`json:\"message,omitempty\"`" + `
}

// ListWarning: Informational warning message.
type ListWarning struct {
	Code string ` + "`json:\"code,omitempty\"`" + `
	Data []*ListWarningData ` + "`json:\"data,omitempty\"`" + `
	Message string ` + "`json:\"message,omitempty\"`" + `
}

type ListWarningData struct {
	Key string ` + "`json:\"key,omitempty\"`" + `
	Value string ` + "`json:\"value,omitempty\"`" + `
}

// Metadata: A metadata key/value entry.
type Metadata struct {
	Fingerprint string ` + "`json:\"fingerprint,omitempty\"`" + `
	Items []*MetadataItems ` + "`json:\"items,omitempty\"`" + `
	Kind string ` + "`json:\"kind,omitempty\"`" + `
}

type MetadataItems struct {
	Key string ` + "`json:\"key,omitempty\"`" + `
	Value *string ` + "`json:\"value,omitempty\"`" + `
}

// Tags: A set of instance tags.
type Tags struct {
	Fingerprint string ` + "`json:\"fingerprint,omitempty\"`" + `
	Items []string ` + "`json:\"items,omitempty\"`" + `
}

// ShieldedConfig: A set of Shielded options.
type ShieldedConfig struct {
	EnableIntegrityMonitoring bool ` + "`json:\"enableIntegrityMonitoring,omitempty\"`" + `
	EnableSecureBoot bool ` + "`json:\"enableSecureBoot,omitempty\"`" + `
	EnableVtpm bool ` + "`json:\"enableVtpm,omitempty\"`" + `
}

type SetLabelsRequest struct {
	// LabelFingerprint: The fingerprint of the previous set of labels for this
	// resource, used to detect conflicts.
	LabelFingerprint string ` + "`json:\"labelFingerprint,omitempty\"`" + `
	// Labels: A list of labels to apply for this resource.
	Labels map[string]string ` + "`json:\"labels,omitempty\"`" + `
	ForceSendFields []string ` + "`json:\"-\"`" + `
	NullFields []string ` + "`json:\"-\"`" + `
}

func (s SetLabelsRequest) MarshalJSON() ([]byte, error) {
	type NoMethod SetLabelsRequest
	return marshalJSON(NoMethod(s), s.ForceSendFields, s.NullFields)
}

// setHeaders returns the headers of a request: the API client's, the user
// agent, the content type if any, then the caller's.
func setHeaders(userAgent, contentType string, userHeaders http.Header, keyvals ...string) http.Header {
	reqHeaders := make(http.Header)
	reqHeaders.Set("x-{{.Name}}-api-client", "gl-go/"+strings.TrimPrefix(runtime.Version(), "go")+" gdcl/"+clientVersion)
	for i := 0; i+1 < len(keyvals); i += 2 {
		reqHeaders.Set(keyvals[i], keyvals[i+1])
	}
	reqHeaders.Set("User-Agent", userAgent)
	if contentType != "" {
		reqHeaders.Set("Content-Type", contentType)
	}
	for k, v := range userHeaders {
		reqHeaders[k] = v
	}
	return reqHeaders
}

// jsonBuffer encodes v as the body of a request.
func jsonBuffer(v any) (*bytes.Buffer, error) {
	buf := new(bytes.Buffer)
	if err := json.NewEncoder(buf).Encode(v); err != nil {
		return nil, err
	}
	return buf, nil
}

// resolveRelative joins the base path and a method's path.
func resolveRelative(basePath, elem string) string {
	return strings.TrimSuffix(basePath, "/") + "/" + elem
}

// expand substitutes the {param} placeholders of u's path.
func expand(u *url.URL, expansions map[string]string) {
	path, raw := u.Path, u.Path
	for k, v := range expansions {
		path = strings.ReplaceAll(path, "{"+k+"}", v)
		raw = strings.ReplaceAll(raw, "{"+k+"}", url.PathEscape(v))
	}
	u.Path, u.RawPath = path, raw
}

// sendRequest sends req with client, or http.DefaultClient if client is nil,
// under ctx, and retries it while the server is unavailable.
func sendRequest(ctx context.Context, client *http.Client, req *http.Request) (*http.Response, error) {
	if client == nil {
		client = http.DefaultClient
	}
	if ctx == nil {
		ctx = context.Background()
	}
	req = req.WithContext(ctx)
	pause := 100 * time.Millisecond
	for attempt := 0; ; attempt++ {
		resp, err := client.Do(req)
		if err != nil || resp.StatusCode != http.StatusServiceUnavailable || attempt == 2 || req.GetBody == nil && req.Body != nil {
			return resp, err
		}
		closeBody(resp)
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(pause):
		}
		pause *= 2
		if req.GetBody != nil {
			body, err := req.GetBody()
			if err != nil {
				return nil, err
			}
			req.Body = body
		}
	}
}

// setOptions sets the query parameters of the call options.
func setOptions(params url.Values, opts ...CallOption) {
	for _, o := range opts {
		k, v := o.Get()
		params.Set(k, v)
	}
}

func combineFields(fs []Field) string {
	s := make([]string, len(fs))
	for i, f := range fs {
		s[i] = string(f)
	}
	return strings.Join(s, ",")
}

// checkResponse returns an error (of type *Error) if the response status code
// is not 2xx.
func checkResponse(res *http.Response) error {
	if res.StatusCode >= 200 && res.StatusCode <= 299 {
		return nil
	}
	slurp, err := io.ReadAll(res.Body)
	if err == nil {
		var reply struct {
			Error *Error ` + "`json:\"error\"`" + `
		}
		if json.Unmarshal(slurp, &reply) == nil && reply.Error != nil {
			reply.Error.Code = res.StatusCode
			reply.Error.Body = string(slurp)
			reply.Error.Header = res.Header
			return reply.Error
		}
	}
	return &Error{Code: res.StatusCode, Body: string(slurp), Header: res.Header}
}

// closeBody drains and closes the body of res.
func closeBody(res *http.Response) {
	if res == nil || res.Body == nil {
		return
	}
	io.Copy(io.Discard, io.LimitReader(res.Body, 1<<20))
	res.Body.Close()
}

// decodeResponseBytes decodes the body of res into target and returns the body.
func decodeResponseBytes(target any, res *http.Response) ([]byte, error) {
	if res.StatusCode == http.StatusNoContent {
		return nil, nil
	}
	b, err := io.ReadAll(res.Body)
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(b, target); err != nil {
		return nil, err
	}
	return b, nil
}

// wrapError wraps an API error so that errors.As finds the *Error.
func wrapError(err error) error {
	var apiErr *Error
	if errors.As(err, &apiErr) {
		return fmt.Errorf("%s %s: %w", apiName, apiVersion, apiErr)
	}
	return err
}

// marshalJSON encodes a schema, with the fields named in nullFields set to null.
func marshalJSON(schema any, forceSendFields, nullFields []string) ([]byte, error) {
	b, err := json.Marshal(schema)
	if err != nil || len(forceSendFields)+len(nullFields) == 0 {
		return b, err
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	for _, f := range nullFields {
		m[strings.ToLower(f[:1])+f[1:]] = nil
	}
	return json.Marshal(m)
}

// requestLog and responseLog describe a request and a response in debug logs.
func requestLog(req *http.Request, body []byte) slog.Value {
	return slog.GroupValue(slog.String("method", req.Method), slog.String("url", req.URL.String()), slog.Int("bytes", len(body)))
}

func responseLog(res *http.Response, body []byte) slog.Value {
	return slog.GroupValue(slog.Int("status", res.StatusCode), slog.String("contentType", res.Header.Get("Content-Type")), slog.Int("bytes", len(body)))
}
`))

// resourceTmpl is a resource service and its item and list types.
var resourceTmpl = template.Must(template.New("resource").Parse(`
func New{{.Name}}Service(s *Service) *{{.Name}}Service {
	rs := &{{.Name}}Service{s: s}
	return rs
}

type {{.Name}}Service struct {
	s *Service
}

// {{.Schema}}: Represents a {{.Schema}} resource.
type {{.Schema}} struct {
{{- range .Fields}}
	// {{.Go}}: {{.Doc}}
	{{.Go}} {{.Type}} ` + "`json:\"{{.JSON}},omitempty{{if .String}},string{{end}}\"`" + `
{{- end}}

	// ServerResponse contains the HTTP response code and headers from the server.
	ServerResponse ` + "`json:\"-\"`" + `
	// ForceSendFields is a list of field names (e.g. "Name") to unconditionally
	// include in API requests. By default, fields with empty or default values are
	// omitted from API requests.
	ForceSendFields []string ` + "`json:\"-\"`" + `
	// NullFields is a list of field names (e.g. "Name") to include in API
	// requests with the JSON null value.
	NullFields []string ` + "`json:\"-\"`" + `
}

func (s {{.Schema}}) MarshalJSON() ([]byte, error) {
	type NoMethod {{.Schema}}
	return marshalJSON(NoMethod(s), s.ForceSendFields, s.NullFields)
}

// {{.Schema}}List: Contains a list of {{.Schema}} resources.
type {{.Schema}}List struct {
	// Id: Output only. Unique identifier for the resource; defined by the server.
	Id string ` + "`json:\"id,omitempty\"`" + `
	// Items: A list of {{.Schema}} resources.
	Items []*{{.Schema}} ` + "`json:\"items,omitempty\"`" + `
	// Kind: Output only. Type of resource.
	Kind string ` + "`json:\"kind,omitempty\"`" + `
	// NextPageToken: Output only. This token allows you to get the next page of
	// results for list requests.
	NextPageToken string ` + "`json:\"nextPageToken,omitempty\"`" + `
	// SelfLink: Output only. Server-defined URL for this resource.
	SelfLink string ` + "`json:\"selfLink,omitempty\"`" + `
	// Warning: Output only. Informational warning message.
	Warning *ListWarning ` + "`json:\"warning,omitempty\"`" + `

	ServerResponse ` + "`json:\"-\"`" + `
	ForceSendFields []string ` + "`json:\"-\"`" + `
	NullFields []string ` + "`json:\"-\"`" + `
}

func (s {{.Schema}}List) MarshalJSON() ([]byte, error) {
	type NoMethod {{.Schema}}List
	return marshalJSON(NoMethod(s), s.ForceSendFields, s.NullFields)
}
`))

// methodTmpl is one method of a resource service: its Call type, the method that creates it,
// the option setters, doRequest, and Do (or Download) and Pages.
var methodTmpl = template.Must(template.New("method").Parse(`
type {{.Call}} struct {
	s *Service
{{- range .Params}}
	{{.}} string
{{- end}}
{{- if .Body}}
	{{.Body}} *{{.BodyT}}
{{- end}}
	urlParams_ url.Values
{{- if .Get}}
	ifNoneMatch_ string
{{- end}}
	ctx_ context.Context
	header_ http.Header
}

// {{.Name}}: Calls {{.RPC}}.
//
{{- range .Params}}
// - {{.}}: Name of the {{.}} for this request.
{{- end}}
func (r *{{.Res.Name}}Service) {{.Name}}({{.Args}}) *{{.Call}} {
	c := &{{.Call}}{s: r.s, urlParams_: make(url.Values)}
{{- range .Params}}
	c.{{.}} = {{.}}
{{- end}}
{{- if .Body}}
	c.{{.Body}} = {{.Body}}
{{- end}}
	return c
}
{{range .Setters}}
// {{.Go}} sets the optional parameter "{{.Key}}": {{.Doc}}
func (c *{{$.Call}}) {{.Go}}({{.Key}} {{.Type}}) *{{$.Call}} {
	c.urlParams_.Set("{{.Key}}", {{.Format}})
	return c
}
{{end}}
// Fields allows partial responses to be retrieved. See
// https://developers.google.com/gdata/docs/2.0/basics#PartialResponse for more
// details.
func (c *{{.Call}}) Fields(s ...Field) *{{.Call}} {
	c.urlParams_.Set("fields", combineFields(s))
	return c
}
{{if .Get}}
// IfNoneMatch sets an optional parameter which makes the operation fail if the
// object's ETag matches the given value. This is useful for getting updates
// only after the object has changed since the last request.
func (c *{{.Call}}) IfNoneMatch(entityTag string) *{{.Call}} {
	c.ifNoneMatch_ = entityTag
	return c
}
{{end}}
// Context sets the context to be used in this call's Do method.
func (c *{{.Call}}) Context(ctx context.Context) *{{.Call}} {
	c.ctx_ = ctx
	return c
}

// Header returns a http.Header that can be modified by the caller to add
// headers to the request.
func (c *{{.Call}}) Header() http.Header {
	if c.header_ == nil {
		c.header_ = make(http.Header)
	}
	return c.header_
}

func (c *{{.Call}}) doRequest(alt string) (*http.Response, error) {
	reqHeaders := setHeaders(c.s.userAgent(), "{{if .Body}}application/json{{end}}", c.header_, "x-{{.Res.Lower}}-api-version", "2026-11-01")
{{- if .Get}}
	if c.ifNoneMatch_ != "" {
		reqHeaders.Set("If-None-Match", c.ifNoneMatch_)
	}
{{- end}}
{{- if .Body}}
	body, err := jsonBuffer(c.{{.Body}})
	if err != nil {
		return nil, err
	}
{{- end}}
	c.urlParams_.Set("alt", alt)
	c.urlParams_.Set("prettyPrint", "false")
	urls := resolveRelative(c.s.BasePath, "{{.Path}}")
	urls += "?" + c.urlParams_.Encode()
	req, err := http.NewRequest("{{.Verb}}", urls, {{if .Body}}body{{else}}nil{{end}})
	if err != nil {
		return nil, err
	}
	req.Header = reqHeaders
	expand(req.URL, map[string]string{
{{- range .Params}}
		"{{.}}": c.{{.}},
{{- end}}
	})
	c.s.logger.DebugContext(c.ctx_, "api request", "serviceName", apiName, "rpcName", "{{.RPC}}", "request", requestLog(req, {{if .Body}}body.Bytes(){{else}}nil{{end}}))
{{- if .Ret}}
	return sendRequest(c.ctx_, c.s.client, req)
{{- else}}
	ctx := c.ctx_
	if ctx == nil {
		ctx = context.Background()
	}
	req = req.WithContext(ctx)
	if c.s.client == nil {
		return http.DefaultClient.Do(req)
	}
	return c.s.client.Do(req)
{{- end}}
}
{{if .Ret}}
// Do executes the "{{.RPC}}" call.
// Any non-2xx status code is an error. Response headers are in either
// *{{.Ret}}.ServerResponse.Header or (if a response was returned at all) in
// error.(*Error).Header.
func (c *{{.Call}}) Do(opts ...CallOption) (*{{.Ret}}, error) {
	setOptions(c.urlParams_, opts...)
	res, err := c.doRequest("json")
	if res != nil && res.StatusCode == http.StatusNotModified {
		if res.Body != nil {
			res.Body.Close()
		}
		return nil, wrapError(&Error{
			Code:   res.StatusCode,
			Header: res.Header,
		})
	}
	if err != nil {
		return nil, err
	}
	defer closeBody(res)
	if err := checkResponse(res); err != nil {
		return nil, wrapError(err)
	}
	ret := &{{.Ret}}{
		ServerResponse: ServerResponse{
			Header:         res.Header,
			HTTPStatusCode: res.StatusCode,
		},
	}
	target := &ret
	b, err := decodeResponseBytes(target, res)
	if err != nil {
		return nil, err
	}
	c.s.logger.DebugContext(c.ctx_, "api response", "serviceName", apiName, "rpcName", "{{.RPC}}", "response", responseLog(res, b))
	return ret, nil
}
{{else}}
// Download fetches the API endpoint's "media" value, instead of the normal
// API response value. If the returned error is nil, the Response is guaranteed to
// have a 2xx status code. Callers must close the Response.Body as usual.
func (c *{{.Call}}) Download(opts ...CallOption) (*http.Response, error) {
	setOptions(c.urlParams_, opts...)
	res, err := c.doRequest("media")
	if err != nil {
		return nil, err
	}
	if err := checkResponse(res); err != nil {
		res.Body.Close()
		return nil, wrapError(err)
	}
	return res, nil
}
{{end}}
{{- if .List}}
// Pages invokes f for each page of results.
// A non-nil error returned from f will halt the iteration.
// The provided context supersedes any context provided to the Context method.
func (c *{{.Call}}) Pages(ctx context.Context, f func(*{{.Ret}}) error) error {
	c.ctx_ = ctx
	defer c.PageToken(c.urlParams_.Get("pageToken"))
	for {
		x, err := c.Do()
		if err != nil {
			return err
		}
		if err := f(x); err != nil {
			return err
		}
		if x.NextPageToken == "" {
			return nil
		}
		c.PageToken(x.NextPageToken)
	}
}
{{end}}`))

// testTmpl is the package's one test file: parallel tests that call the first resource
// against an httptest server.
var testTmpl = template.Must(template.New("test").Parse(`package {{.Name}}

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"
)

// newTestService returns a Service whose requests go to a test server that answers a
// request for path with reply, and any other with 404.
func newTestService(t *testing.T, path string, reply any) *Service {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != path {
			http.Error(w, ` + "`" + `{"error": {"message": "no such path"}}` + "`" + `, http.StatusNotFound)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(reply)
	}))
	t.Cleanup(srv.Close)
	s, err := NewService(t.Context(), WithHTTPClient(srv.Client()), WithEndpoint(srv.URL+"/"))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestGet(t *testing.T) {
	t.Parallel()
	s := newTestService(t, "/{{.GetPath}}", map[string]any{"name": "a", "id": "7"})
	got, err := s.{{.Res.Name}}.Get({{.GetArgs}}).Context(t.Context()).Do()
	if err != nil {
		t.Fatal(err)
	}
	if got.Name != "a" || got.Id != 7 || got.HTTPStatusCode != http.StatusOK {
		t.Errorf("got %+v", got)
	}
}

func TestListPages(t *testing.T) {
	t.Parallel()
	s := newTestService(t, "/{{.ListPath}}", map[string]any{"items": []map[string]any{ {"name": "a"}, {"name": "b"} }})
	var names []string
	err := s.{{.Res.Name}}.List({{.ListArgs}}).MaxResults(2).Pages(t.Context(), func(page *{{.Res.Schema}}List) error {
		for _, item := range page.Items {
			names = append(names, item.Name)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(names, []string{"a", "b"}) {
		t.Errorf("got %q", names)
	}
}
`))
