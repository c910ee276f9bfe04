// Package groups holds consumer group names that a suite's tests share.
package groups

const Orders = "orders-shared"
