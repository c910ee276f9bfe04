package sarif

import (
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
)

// Validate checks a SARIF document against the constraints of the SARIF 2.1.0 schema that
// consumers such as GitHub code scanning rely on: required properties, value ranges and
// enumerations, and references between results, rules, base URIs and related locations.
// It reads the document as generic JSON, independently of this package's types.
func Validate(data []byte) error {
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		return fmt.Errorf("not a JSON object: %v", err)
	}
	v := &validator{}
	v.log(doc)
	if len(v.errs) > 0 {
		return fmt.Errorf("invalid SARIF: %v", v.errs)
	}
	return nil
}

type validator struct{ errs []string }

func (v *validator) errorf(format string, args ...any) {
	v.errs = append(v.errs, fmt.Sprintf(format, args...))
}

func (v *validator) log(doc map[string]any) {
	if doc["version"] != Version {
		v.errorf("version is %v, want %q", doc["version"], Version)
	}
	if s, ok := doc["$schema"].(string); ok {
		if _, err := url.Parse(s); err != nil {
			v.errorf("$schema: %v", err)
		}
	}
	runs, ok := doc["runs"].([]any)
	if !ok {
		v.errorf("runs is missing or not an array")
		return
	}
	for i, r := range runs {
		run, ok := r.(map[string]any)
		if !ok {
			v.errorf("runs[%d] is not an object", i)
			continue
		}
		v.run(fmt.Sprintf("runs[%d]", i), run)
	}
}

func (v *validator) run(at string, run map[string]any) {
	driver := obj(obj(run["tool"])["driver"])
	if str(driver["name"]) == "" {
		v.errorf("%s.tool.driver.name is missing", at)
	}
	var ruleIDs []string
	for i, r := range arr(driver["rules"]) {
		id := str(obj(r)["id"])
		if id == "" {
			v.errorf("%s.tool.driver.rules[%d].id is missing", at, i)
		}
		if slices.Contains(ruleIDs, id) {
			v.errorf("%s.tool.driver.rules[%d].id %q is not unique", at, i, id)
		}
		ruleIDs = append(ruleIDs, id)
		for _, key := range []string{"shortDescription", "fullDescription", "help"} {
			if m, ok := obj(r)[key]; ok && str(obj(m)["text"]) == "" {
				v.errorf("%s.tool.driver.rules[%d].%s.text is missing", at, i, key)
			}
		}
		if u, ok := obj(r)["helpUri"]; ok {
			v.uri(fmt.Sprintf("%s.tool.driver.rules[%d].helpUri", at, i), str(u), true)
		}
	}
	if ck, ok := run["columnKind"]; ok && ck != "utf16CodeUnits" && ck != "unicodeCodePoints" {
		v.errorf("%s.columnKind %v is not utf16CodeUnits or unicodeCodePoints", at, ck)
	}
	bases := obj(run["originalUriBaseIds"])
	for id, b := range bases {
		v.uri(fmt.Sprintf("%s.originalUriBaseIds[%s].uri", at, id), str(obj(b)["uri"]), true)
	}
	for i, inv := range arr(run["invocations"]) {
		if _, ok := obj(inv)["executionSuccessful"].(bool); !ok {
			v.errorf("%s.invocations[%d].executionSuccessful is missing", at, i)
		}
		for j, n := range arr(obj(inv)["toolExecutionNotifications"]) {
			v.level(fmt.Sprintf("%s.invocations[%d].toolExecutionNotifications[%d]", at, i, j), obj(n))
			if str(obj(obj(n)["message"])["text"]) == "" {
				v.errorf("%s.invocations[%d].toolExecutionNotifications[%d].message.text is missing", at, i, j)
			}
		}
	}
	results, ok := run["results"].([]any)
	if !ok {
		v.errorf("%s.results is missing or not an array", at)
	}
	for i, r := range results {
		v.result(fmt.Sprintf("%s.results[%d]", at, i), obj(r), ruleIDs, bases)
	}
}

func (v *validator) result(at string, r map[string]any, ruleIDs []string, bases map[string]any) {
	if str(obj(r["message"])["text"]) == "" {
		v.errorf("%s.message.text is missing", at)
	}
	v.level(at, r)
	id := str(r["ruleId"])
	if idx, ok := r["ruleIndex"].(float64); ok {
		if int(idx) < 0 || int(idx) >= len(ruleIDs) || ruleIDs[int(idx)] != id {
			v.errorf("%s.ruleIndex %v does not name rule %q", at, idx, id)
		}
	} else if id != "" && !slices.Contains(ruleIDs, id) {
		v.errorf("%s.ruleId %q is not a rule", at, id)
	}
	locs := arr(r["locations"])
	if len(locs) == 0 {
		v.errorf("%s.locations is empty", at)
	}
	for i, l := range locs {
		v.location(fmt.Sprintf("%s.locations[%d]", at, i), obj(l), bases)
	}
	var ids []float64
	for i, l := range arr(r["relatedLocations"]) {
		lat := fmt.Sprintf("%s.relatedLocations[%d]", at, i)
		v.location(lat, obj(l), bases)
		if id, ok := obj(l)["id"].(float64); ok {
			if id < 0 || slices.Contains(ids, id) {
				v.errorf("%s.id %v is negative or not unique", lat, id)
			}
			ids = append(ids, id)
		}
	}
	for i, f := range arr(r["fixes"]) {
		fat := fmt.Sprintf("%s.fixes[%d]", at, i)
		changes := arr(obj(f)["artifactChanges"])
		if len(changes) == 0 {
			v.errorf("%s.artifactChanges is empty", fat)
		}
		for j, c := range changes {
			cat := fmt.Sprintf("%s.artifactChanges[%d]", fat, j)
			v.artifact(cat+".artifactLocation", obj(obj(c)["artifactLocation"]), bases)
			reps := arr(obj(c)["replacements"])
			if len(reps) == 0 {
				v.errorf("%s.replacements is empty", cat)
			}
			for k, rep := range reps {
				dr, ok := obj(rep)["deletedRegion"]
				if !ok {
					v.errorf("%s.replacements[%d].deletedRegion is missing", cat, k)
				}
				v.region(fmt.Sprintf("%s.replacements[%d].deletedRegion", cat, k), obj(dr))
			}
		}
	}
}

func (v *validator) location(at string, l map[string]any, bases map[string]any) {
	pl, ok := l["physicalLocation"]
	if !ok {
		v.errorf("%s.physicalLocation is missing", at)
		return
	}
	v.artifact(at+".physicalLocation.artifactLocation", obj(obj(pl)["artifactLocation"]), bases)
	v.region(at+".physicalLocation.region", obj(obj(pl)["region"]))
}

func (v *validator) artifact(at string, a map[string]any, bases map[string]any) {
	base := str(a["uriBaseId"])
	v.uri(at+".uri", str(a["uri"]), base == "")
	if base != "" {
		if _, ok := bases[base]; !ok {
			v.errorf("%s.uriBaseId %q is not in originalUriBaseIds", at, base)
		}
	}
}

func (v *validator) uri(at, s string, absolute bool) {
	u, err := url.Parse(s)
	switch {
	case s == "":
		v.errorf("%s is missing", at)
	case err != nil:
		v.errorf("%s: %v", at, err)
	case absolute && !u.IsAbs():
		v.errorf("%s %q is not an absolute URI", at, s)
	case !absolute && u.IsAbs():
		v.errorf("%s %q is absolute but has a uriBaseId", at, s)
	}
}

// region checks a region given by lines and columns (1-based; the end is exclusive).
func (v *validator) region(at string, r map[string]any) {
	sl, ok := r["startLine"].(float64)
	if !ok || sl < 1 {
		v.errorf("%s.startLine is missing or below 1", at)
		return
	}
	sc := num(r["startColumn"], 1)
	el := num(r["endLine"], sl)
	ec, hasEC := r["endColumn"].(float64)
	if sc < 1 || el < sl || (hasEC && (ec < 1 || (el == sl && ec < sc))) {
		v.errorf("%s %v is not a valid region", at, r)
	}
}

func (v *validator) level(at string, m map[string]any) {
	if l, ok := m["level"]; ok && !slices.Contains([]string{"none", "note", "warning", "error"}, str(l)) {
		v.errorf("%s.level %v is not none, note, warning or error", at, l)
	}
}

func obj(x any) map[string]any { m, _ := x.(map[string]any); return m }
func arr(x any) []any          { a, _ := x.([]any); return a }
func str(x any) string         { s, _ := x.(string); return s }

func num(x any, def float64) float64 {
	if n, ok := x.(float64); ok {
		return n
	}
	return def
}
