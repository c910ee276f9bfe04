package valueflow

// Client is a value whose uses the engine follows on request.
type Client struct{}

func NewClient() *Client { return &Client{} }

func (c *Client) Close() {}
