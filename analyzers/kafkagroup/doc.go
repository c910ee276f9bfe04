// Package kafkagroup defines an Analyzer (work in progress).
//
// # Analyzer kafkagroup
//
// kafkagroup: work in progress
package kafkagroup
