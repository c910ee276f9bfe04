// Command gencorpus writes the synthetic benchmark corpus: a Go module of N packages with
// parallel and serial tests, test helpers, shared clients, token maps and Kafka consumers, and
// plain packages without tests (see package corpus).
//
//	gencorpus -n 400 -o /tmp/corpus400
package main

import (
	"flag"
	"fmt"
	"log"

	"github.com/fixturelint/fixturelint/bench/corpus"
)

func main() {
	n := flag.Int("n", 100, "number of packages")
	out := flag.String("o", "", "output directory (must not exist or be empty)")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("gencorpus: ")
	if *out == "" {
		log.Fatal("-o is required")
	}
	if err := corpus.Write(*out, *n); err != nil {
		log.Fatal(err)
	}
	kinds := map[corpus.Kind]int{}
	for _, p := range corpus.Layout(*n) {
		kinds[p.Kind]++
	}
	fmt.Printf("%s: %d packages (%d with tests, %d test helpers, %d plain)\n", *out, *n, kinds[corpus.Service], kinds[corpus.Helper], kinds[corpus.Plain])
}
