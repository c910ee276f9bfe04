package orders_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/twmb/franz-go/pkg/kgo"

	"example.com/flaky/orders"
)

func TestOrderEvents(t *testing.T) {
	for _, customer := range []string{"acme", "globex", "initech", "umbrella"} {
		t.Run(customer, func(t *testing.T) {
			t.Parallel()
			producer := newProducer(t)
			consumer := newConsumer(t, "orders")
			var want []string
			for i := range 3 {
				o := orders.Order{ID: fmt.Sprintf("%s-%d", customer, i), Customer: customer, Total: 100 * (i + 1)}
				if err := orders.Publish(context.Background(), producer, "orders", customer, o); err != nil {
					t.Fatal(err)
				}
				want = append(want, o.ID)
			}
			recs := consume(t, consumer, len(want), func(r *kgo.Record) bool { return string(r.Key) == customer })
			var got []string
			for _, r := range recs {
				var o orders.Order
				if err := orders.Decode(r, &o); err != nil {
					t.Fatal(err)
				}
				got = append(got, o.ID)
			}
			if !slices.Equal(got, want) {
				t.Errorf("orders of %s = %q, want %q", customer, got, want)
			}
		})
	}
}

func TestInvoiceTotals(t *testing.T) {
	consumer := newConsumer(t, "invoices")
	totals := map[string]int{}
	for _, r := range consume(t, consumer, len(fixtureInvoices), func(*kgo.Record) bool { return true }) {
		var inv orders.Invoice
		if err := orders.Decode(r, &inv); err != nil {
			t.Fatal(err)
		}
		totals[inv.Customer] += inv.Amount
	}
	if totals["acme"] != 12800 {
		t.Errorf("acme's invoices total %d cents, want 12800", totals["acme"])
	}
}

func TestInvoiceIDs(t *testing.T) {
	consumer := newConsumer(t, "invoices")
	var ids []string
	for _, r := range consume(t, consumer, len(fixtureInvoices), func(*kgo.Record) bool { return true }) {
		var inv orders.Invoice
		if err := orders.Decode(r, &inv); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, inv.ID)
	}
	if want := []string{"INV-1", "INV-2", "INV-3", "INV-4"}; !slices.Equal(ids, want) {
		t.Errorf("invoice IDs = %q, want %q", ids, want)
	}
}
