package sarama

// Broker and the consumer-group requests it sends, with sarama's signatures.

type Broker struct {
	id   int32
	addr string
}

func NewBroker(addr string) *Broker { return &Broker{addr: addr} }

func (b *Broker) Open(conf *Config) error { return nil }

func (b *Broker) Close() error { return nil }

func (b *Broker) Addr() string { return b.addr }

type JoinGroupRequest struct {
	Version               int16
	GroupId               string
	SessionTimeout        int32
	RebalanceTimeout      int32
	MemberId              string
	GroupInstanceId       *string
	ProtocolType          string
	GroupProtocols        map[string][]byte
	OrderedGroupProtocols []*GroupProtocol
}

type GroupProtocol struct {
	Name     string
	Metadata []byte
}

type ConsumerGroupMemberMetadata struct {
	Version  int16
	Topics   []string
	UserData []byte
}

func (r *JoinGroupRequest) AddGroupProtocol(name string, metadata []byte) {
	r.OrderedGroupProtocols = append(r.OrderedGroupProtocols, &GroupProtocol{Name: name, Metadata: metadata})
}

func (r *JoinGroupRequest) AddGroupProtocolMetadata(name string, metadata *ConsumerGroupMemberMetadata) error {
	r.AddGroupProtocol(name, nil)
	return nil
}

type JoinGroupResponse struct {
	Err          KError
	GenerationId int32
	LeaderId     string
	MemberId     string
}

type SyncGroupRequest struct {
	Version         int16
	GroupId         string
	GenerationId    int32
	MemberId        string
	GroupInstanceId *string
}

func (r *SyncGroupRequest) AddGroupAssignment(memberId string, memberAssignment []byte) {}

type SyncGroupResponse struct{ Err KError }

type HeartbeatRequest struct {
	Version         int16
	GroupId         string
	GenerationId    int32
	MemberId        string
	GroupInstanceId *string
}

type HeartbeatResponse struct{ Err KError }

type LeaveGroupRequest struct {
	Version  int16
	GroupId  string
	MemberId string
}

type LeaveGroupResponse struct{ Err KError }

type OffsetCommitRequest struct {
	Version                 int16
	ConsumerGroup           string
	ConsumerGroupGeneration int32
	ConsumerID              string
	RetentionTime           int64
}

func (r *OffsetCommitRequest) AddBlock(topic string, partitionID int32, offset int64, timestamp int64, metadata string) {
}

type OffsetCommitResponse struct{ Errors map[string]map[int32]KError }

type OffsetFetchRequest struct {
	Version       int16
	ConsumerGroup string
	RequireStable bool
}

func (r *OffsetFetchRequest) AddPartition(topic string, partitionID int32) {}

type OffsetFetchResponse struct{ Err KError }

type TxnOffsetCommitRequest struct {
	Version         int16
	TransactionalID string
	GroupID         string
	ProducerID      int64
	ProducerEpoch   int16
}

type TxnOffsetCommitResponse struct{}

type DescribeGroupsRequest struct {
	Version                     int16
	Groups                      []string
	IncludeAuthorizedOperations bool
}

func (r *DescribeGroupsRequest) AddGroup(group string) { r.Groups = append(r.Groups, group) }

type DescribeGroupsResponse struct{}

type KError int16

const ErrNoError KError = 0

func (b *Broker) JoinGroup(request *JoinGroupRequest) (*JoinGroupResponse, error) { return nil, nil }

func (b *Broker) SyncGroup(request *SyncGroupRequest) (*SyncGroupResponse, error) { return nil, nil }

func (b *Broker) Heartbeat(request *HeartbeatRequest) (*HeartbeatResponse, error) { return nil, nil }

func (b *Broker) LeaveGroup(request *LeaveGroupRequest) (*LeaveGroupResponse, error) {
	return nil, nil
}

func (b *Broker) CommitOffset(request *OffsetCommitRequest) (*OffsetCommitResponse, error) {
	return nil, nil
}

func (b *Broker) FetchOffset(request *OffsetFetchRequest) (*OffsetFetchResponse, error) {
	return nil, nil
}

func (b *Broker) TxnOffsetCommit(request *TxnOffsetCommitRequest) (*TxnOffsetCommitResponse, error) {
	return nil, nil
}

func (b *Broker) DescribeGroups(request *DescribeGroupsRequest) (*DescribeGroupsResponse, error) {
	return nil, nil
}

type DeleteOffsetsRequest struct {
	Version int16
	Group   string
}

func (r *DeleteOffsetsRequest) AddPartition(topic string, partitionID int32) {}

type DeleteOffsetsResponse struct{ ErrorCode KError }

func (b *Broker) DeleteOffsets(request *DeleteOffsetsRequest) (*DeleteOffsetsResponse, error) {
	return nil, nil
}

type AddOffsetsToTxnRequest struct {
	Version         int16
	TransactionalID string
	ProducerID      int64
	ProducerEpoch   int16
	GroupID         string
}

type AddOffsetsToTxnResponse struct{ Err KError }

func (b *Broker) AddOffsetsToTxn(request *AddOffsetsToTxnRequest) (*AddOffsetsToTxnResponse, error) {
	return nil, nil
}
