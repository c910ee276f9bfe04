// Command gengenerated writes a module with one package of generated API-client code of about
// N lines, shaped like google.golang.org/api/compute/v1, in one file or spread over files of
// about 500 lines, plus a small test file (see package generated). bench/run.sh --scaling
// times fixturelint on its output.
//
//	gengenerated -lines 50000 -layout split -o /tmp/split50000
package main

import (
	"flag"
	"fmt"
	"log"

	"github.com/fixturelint/fixturelint/bench/generated"
)

func main() {
	lines := flag.Int("lines", 10000, "about how many lines the package has, test file aside")
	layout := flag.String("layout", string(generated.Single), "single (one file) or split (files of about 500 lines)")
	out := flag.String("o", "", "output directory (must not exist or be empty)")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("gengenerated: ")
	if *out == "" {
		log.Fatal("-o is required")
	}
	st, err := generated.Write(*out, *lines, generated.Layout(*layout))
	if err != nil {
		log.Fatal(err)
	}
	files := fmt.Sprintf("%d files", st.Files)
	if st.Files == 1 {
		files = "one file"
	}
	fmt.Printf("%s: %s/%s, %d lines in %s (%d resources, %d methods), and a test file\n",
		*out, generated.Module, generated.Dir, st.Lines, files, st.Resources, st.Methods)
}
