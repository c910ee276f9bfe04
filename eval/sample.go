package main

import (
	"hash/fnv"
	"math/rand/v2"
	"sort"
)

// sampleSeed fixes the strict-mode sample: the same findings give the same sample on every
// machine.
const sampleSeed = 11

// strictSample returns at most n keys of fs, chosen at random with a seed made of sampleSeed
// and the module path. Keys are sorted first, so the sample depends only on the set of keys.
func strictSample(modulePath string, fs []finding, n int) []labelKey {
	seen := map[labelKey]bool{}
	var keys []labelKey
	for _, f := range fs {
		if k := f.key(); !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		if a.Check != b.Check {
			return a.Check < b.Check
		}
		if a.Category != b.Category {
			return a.Category < b.Category
		}
		if a.File != b.File {
			return a.File < b.File
		}
		return a.Name < b.Name
	})
	h := fnv.New64a()
	h.Write([]byte(modulePath))
	r := rand.New(rand.NewPCG(sampleSeed, h.Sum64()))
	r.Shuffle(len(keys), func(i, j int) { keys[i], keys[j] = keys[j], keys[i] })
	if len(keys) > n {
		keys = keys[:n]
	}
	return keys
}
