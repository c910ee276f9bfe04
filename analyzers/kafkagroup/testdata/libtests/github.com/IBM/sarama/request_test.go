package sarama

import (
	"bytes"
	"testing"
)

// sarama's own protocol tests build every request with a constant group, and only encode
// and decode it: no request is sent, nothing joins "TestGroup".

func testRequest(t *testing.T, name string, rb protocolBody, expected []byte) {
	t.Helper()
	testRequestEncode(t, name, rb, expected)
}

func testRequestEncode(t *testing.T, name string, rb protocolBody, expected []byte) []byte {
	req := &request{correlationID: 123, clientID: "foo", body: rb}
	packet, err := encode(req, nil)
	if err != nil || !bytes.Equal(packet, expected) {
		t.Errorf("%s: encoded %v, %v", name, packet, err)
	}
	return packet
}

func TestJoinGroupRequest(t *testing.T) {
	request := new(JoinGroupRequest)
	request.GroupId = "TestGroup"
	request.SessionTimeout = 100
	request.ProtocolType = "consumer"
	testRequest(t, "V0: no protocols", request, []byte{0})
}

func TestJoinGroupRequestV1(t *testing.T) {
	request := &JoinGroupRequest{Version: 1, GroupId: "TestGroup", SessionTimeout: 100, ProtocolType: "consumer"}
	request.AddGroupProtocol("one", []byte{0x01, 0x02, 0x03})
	testRequest(t, "V1", request, []byte{0})
}

func TestSyncGroupRequest(t *testing.T) {
	request := &SyncGroupRequest{GroupId: "TestGroup", GenerationId: 0x00010203, MemberId: "baz"}
	testRequest(t, "empty", request, []byte{0})
}

func TestHeartbeatRequest(t *testing.T) {
	testRequest(t, "basic", &HeartbeatRequest{GroupId: "TestGroup", GenerationId: 0x00010203, MemberId: "baz"}, []byte{0})
}

func TestOffsetCommitRequest(t *testing.T) {
	request := new(OffsetCommitRequest)
	request.ConsumerGroup = "TestGroup"
	request.AddBlock("topic", 0x5221, 0xDEADBEEF, 0, "metadata")
	testRequest(t, "one block", request, []byte{0})
}
