package sarama

// The packet encoding that sarama's protocol tests check, with sarama's names.

type packetEncoder interface {
	putInt16(in int16)
	putString(in string) error
}

type encoder interface {
	encode(pe packetEncoder) error
}

type prepEncoder struct{ length int }

func (pe *prepEncoder) putInt16(in int16) { pe.length += 2 }

func (pe *prepEncoder) putString(in string) error {
	pe.length += 2 + len(in)
	return nil
}

func encode(e encoder, metricRegistry interface{}) ([]byte, error) {
	var prep prepEncoder
	if err := e.encode(&prep); err != nil {
		return nil, err
	}
	return make([]byte, prep.length), nil
}

func (r *JoinGroupRequest) encode(pe packetEncoder) error { return pe.putString(r.GroupId) }

func (r *SyncGroupRequest) encode(pe packetEncoder) error { return pe.putString(r.GroupId) }

func (r *HeartbeatRequest) encode(pe packetEncoder) error { return pe.putString(r.GroupId) }

func (r *OffsetCommitRequest) encode(pe packetEncoder) error { return pe.putString(r.ConsumerGroup) }

type protocolBody interface {
	encoder
}

type request struct {
	correlationID int32
	clientID      string
	body          protocolBody
}

func (r *request) encode(pe packetEncoder) error {
	if err := pe.putString(r.clientID); err != nil {
		return err
	}
	return r.body.encode(pe)
}
