#!/usr/bin/env bash
# bench/run.sh: what fixturelint costs, set against the floors of go vet.
#
#   bench/run.sh                       # corpora of 100, 400 and 1600 packages, and golang.org/x/tools
#   bench/run.sh --sizes "100 400"     # only these generated corpora
#   bench/run.sh --no-xtools           # skip golang.org/x/tools
#   bench/run.sh --large               # also the large modules below, with hundreds of dependencies
#   bench/run.sh --large-only "jaeger" # only these large modules (by name), no corpora, no x/tools
#   bench/run.sh --runs 7              # measured rounds per side (default 5, after 1 warm-up)
#   bench/run.sh --standalone          # also time -standalone against a standalone no-op
#   bench/run.sh --attribution         # also time the engine alone (engineonly)
#   bench/run.sh --profile             # also, once per input: a CPU profile of every vet tool process
#                                      # (bench/cmd/profvet), time per analyzer, and the bytes of
#                                      # export data and facts (vet.out) each tool writes
#   bench/run.sh --smoke               # a 16-package corpus, one round: checks that all this still works
#   bench/run.sh --only "noop fixturelint"  # only these sides (names below), for long runs
#   bench/run.sh --scaling             # only the scaling benchmark of generated code (below)
#   bench/run.sh --scaling --scaling-sizes 10000 --scaling-layouts split  # some of its inputs
#   bench/run.sh --scaling-real "compute clientgo ec2"  # real generated packages, alone or
#                                      # with --scaling (names below)
#
# Sides, all through go vet's per-package protocol unless said otherwise:
#   noop             go vet -vettool=noop: one analyzer, no facts (the floor of any vet tool)
#   noopfact         go vet -vettool=noopfact: one package fact (the floor of a tool with facts,
#                    which go vet also runs on every dependency, the standard library included)
#   govet            go vet ./... with its default suite (x/tools only)
#   engineonly       go vet -vettool=engineonly: fixturelint's engine without the checks
#   fixturelint-vet  go vet -vettool=fixturelint
#   fixturelint      fixturelint ./... as users run it (it re-executes itself under go vet)
#
# go vet caches each package's result under a key that includes the tool's flags, so every
# run passes a flag the analyzer ignores with a fresh value (-noop.nonce=, -fixturelint.nonce=,
# -printf.funcs= for the default suite): each run re-vets every package, dependencies included,
# while compiled packages stay cached, on both sides alike. The runs use a dedicated GOCACHE
# (deleted at the end; set BENCH_KEEP_CACHE=1 to keep it), alternate the sides round by round,
# and the harness prints medians and paired ratios (see bench/cmd/harness).
#
# Scaling (--scaling, --scaling-real): cost that grows faster than linearly with the size of a
# file or package, which corpora of many small packages never show. Generated API clients are
# the largest packages a project vets (google.golang.org/api/compute/v1 is 244,000 lines in
# three files), and anything that walks a file or package once per variable, call or function
# is quadratic there. --scaling writes (bench/cmd/gengenerated, package bench/generated) a
# module whose one package is generated API-client code shaped like compute/v1 (a Service with
# an *http.Client, resource services, Call structs with option setters, doRequest building
# url.Values and an http.NewRequest, Do decoding JSON), of about 10,000, 50,000 and 250,000
# lines (--scaling-sizes), in two layouts (--scaling-layouts): single, one file, and split, the
# same code in files of about 500 lines. A small test file with parallel tests against an
# httptest server makes go vet vet the package's test variant too. --scaling-real NAMES writes
# a one-file module that imports a real generated package, which go vet ./... then vets as a
# dependency (go vet runs either tool on every dependency: the types it writes, and
# fixturelint's facts, are what the importers read):
#   compute   google.golang.org/api/compute/v1 v0.316.0: 244,000 lines in 3 files
#   clientgo  k8s.io/client-go/kubernetes v0.37.2; the lines are k8s.io/api/core/v1's, 95,000
#             in 16 files (a 73,000-line .pb.go)
#   ec2       github.com/aws/aws-sdk-go-v2/service/ec2 v1.349.0: 503,000 lines in 839 files
# Each input is measured like the others, noop against fixturelint-vet only (--only still
# applies), and a last table (harness -scale) sums them up: per input, fixturelint ÷ no-op CPU
# and wall (medians of paired ratios), fixturelint's peak memory, each side's CPU ms per 1,000
# lines, and fixturelint's marginal CPU ms per 1,000 lines from one size of a layout to the
# next: flat while the cost is linear, growing when it grows faster (the per-1,000-line
# columns also carry go vet's own cost and the standard library packages both tools vet at
# every size; the lines of a real input are those of its generated package alone). Inputs are
# written once, into $BENCH_OUT/scaling-*: delete those to regenerate them. The 250,000-line
# inputs and the real packages take minutes per run on 2 cores: budget hours for the full
# --scaling --scaling-real "compute clientgo ec2" at --runs 5.
#
# Environment: BENCH_OUT (work directory, default bench/out), BENCH_REV (build fixturelint from
# this git revision instead of the working tree), BENCH_GOCACHE (use this build cache instead of
# a dedicated one, and keep it: the CI smoke test uses the cache its earlier steps filled).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

sizes="100 400 1600"
xtools=1
runs=5
warmup=1
standalone=0
attribution=0
profile=0
smoke=0
only=""
large=""
# Large real modules: services whose dependency trees (cloud SDKs, gRPC, OpenTelemetry, storage
# clients) go vet also runs the tool on. x/tools and the generated corpora have almost none, so
# they hide what a tool costs on dependencies. NAME=MODULE@VERSION, fetched from the module proxy.
large_modules="jaeger=github.com/jaegertracing/jaeger@v1.76.0 prometheus=github.com/prometheus/prometheus@v0.316.0"
scaling_layouts=""
scaling_sizes="10000 50000 250000"
scaling_real=""
# Real generated packages for --scaling-real: NAME|MODULE@VERSION|IMPORT|PACKAGE, where the
# one-file module imports IMPORT and the table counts the lines of PACKAGE, the largest
# generated package it brings in.
scaling_real_modules="compute|google.golang.org/api@v0.316.0|google.golang.org/api/compute/v1|google.golang.org/api/compute/v1
clientgo|k8s.io/client-go@v0.37.2|k8s.io/client-go/kubernetes|k8s.io/api/core/v1
ec2|github.com/aws/aws-sdk-go-v2/service/ec2@v1.349.0|github.com/aws/aws-sdk-go-v2/service/ec2|github.com/aws/aws-sdk-go-v2/service/ec2"
while [ $# -gt 0 ]; do
	case $1 in
	--sizes) sizes=$2; shift ;;
	--no-xtools) xtools=0 ;;
	--xtools-only) xtools=1; sizes="" ;;
	--large) large="jaeger prometheus" ;;
	--large-only) large=$2; sizes=""; xtools=0; shift ;;
	--runs) runs=$2; shift ;;
	--warmup) warmup=$2; shift ;;
	--standalone) standalone=1 ;;
	--attribution) attribution=1 ;;
	--profile) profile=1 ;;
	--only) only=$2; shift ;;
	--scaling) scaling_layouts=${scaling_layouts:-"single split"}; sizes=""; xtools=0 ;;
	--scaling-sizes) scaling_sizes=$2; shift ;;
	--scaling-layouts) scaling_layouts=$2; sizes=""; xtools=0; shift ;;
	--scaling-real) scaling_real=$2; sizes=""; xtools=0; shift ;;
	--smoke) smoke=1; sizes=16; xtools=0; runs=1; warmup=0; standalone=1 ;;
	*) echo "bench/run.sh: unknown argument $1" >&2; exit 2 ;;
	esac
	shift
done

out=${BENCH_OUT:-$root/bench/out}
mkdir -p "$out"
out=$(cd "$out" && pwd)
bin=$out/bin
results=$out/results.md
export GOFLAGS=${GOFLAGS:-}
if [ -n "${BENCH_GOCACHE:-}" ]; then
	export GOCACHE=$BENCH_GOCACHE # someone else's: never deleted
	BENCH_KEEP_CACHE=1
else
	export GOCACHE=$out/gocache
fi
cleanup() {
	if [ "${BENCH_KEEP_CACHE:-0}" != 1 ]; then
		rm -rf "$GOCACHE"
	fi
}
trap cleanup EXIT

log() { printf '%s %s\n' "$(date -u +%H:%M:%S)" "$*" >&2; }

log "building into $bin"
mkdir -p "$bin"
for cmd in noop noopfact engineonly harness gencorpus gengenerated profvet; do
	go build -o "$bin/$cmd" "./bench/cmd/$cmd"
done
if [ -n "${BENCH_REV:-}" ]; then
	src=$out/src-$BENCH_REV
	rm -rf "$src" && mkdir -p "$src"
	git archive "$BENCH_REV" | tar -x -C "$src"
	(cd "$src" && go build -o "$bin/fixturelint" ./cmd/fixturelint && go build -o "$bin/profvet" ./bench/cmd/profvet)
	rev=$(git rev-parse --short "$BENCH_REV")
else
	go build -o "$bin/fixturelint" ./cmd/fixturelint
	rev="$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . ':!bench' 2>/dev/null || echo '+changes')"
fi

{
	echo "## fixturelint benchmark, $(date -u '+%Y-%m-%d %H:%M UTC'), fixturelint $rev"
	echo
	echo "Machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo); $(go version | cut -d' ' -f3-)."
	echo "Medians of $runs alternated runs after $warmup warm-up; ratios are medians of same-round ratios. Peak = largest resident set of any one process."
} >"$results"

# measure DIR TITLE SIDE...: one harness session.
measure() {
	local dir=$1 title=$2
	shift 2
	local args=()
	for s in "$@"; do args+=(-side "$s"); done
	log "measuring: $title"
	"$bin/harness" -dir "$dir" -runs "$runs" -warmup "$warmup" -title "$title" \
		-logdir "$out/logs/$(basename "$dir")" -json "$out/$(basename "$dir").json" "${args[@]}" | tee -a "$results"
}

vet_sides() {
	echo "noop=go vet -vettool=$bin/noop -noop.nonce={nonce} ./..."
	echo "noopfact=go vet -vettool=$bin/noopfact -noopfact.nonce={nonce} ./..."
	if [ "$attribution" = 1 ]; then
		echo "engineonly=go vet -vettool=$bin/engineonly -fixturelint.nonce={nonce} ./..."
	fi
	echo "fixturelint-vet=go vet -vettool=$bin/fixturelint -fixturelint.nonce={nonce} ./..."
	echo "fixturelint=$bin/fixturelint -fixturelint.nonce={nonce} ./..."
}

# keep: the side specs (NAME=COMMAND, one per line) named in --only, or all of them.
keep() {
	local s
	while IFS= read -r s; do
		if [ -z "$only" ] || [[ " $only " == *" ${s%%=*} "* ]]; then
			echo "$s"
		fi
	done
}

# findings DIR: how many diagnostics each analyzer reports (a sign that the checks did their
# work, not only returned early), counted in the -json output.
findings() {
	local dir=$1
	(cd "$dir" && "$bin/fixturelint" -json -fixturelint.nonce=count$$ ./... 2>&1 || true) | awk '
		/^\t\t"[a-z]+": \[/ { a = $0; sub(/^\t\t"/, "", a); sub(/".*/, "", a) }
		/^\t\t\t\t"posn":/ { n[a]++; total++ }
		END {
			printf "\nFindings of fixturelint -json: %d", total
			for (k in n) printf ", %s %d", k, n[k]
			print "."
		}'
}

# profile DIR: where the time of one fixturelint run under go vet goes, and how much each tool
# writes for the packages that import the analysed one (export data, plus facts).
profile() {
	local dir=$1 name prof work
	name=$(basename "$dir")
	prof=$out/profile/$name
	rm -rf "$prof" && mkdir -p "$prof"
	log "profiling $name"
	(cd "$dir" && PROFVET_DIR=$prof go vet -vettool="$bin/profvet" -fixturelint.nonce=prof$$ ./... >/dev/null 2>&1 || true)
	go tool pprof -proto "$bin/profvet" "$prof"/*.prof >"$prof/cpu.pb.gz" 2>/dev/null
	rm -f "$prof"/*.prof
	{
		printf '\n#### Profile of fixturelint under go vet, %s\n\n' "$name"
		echo "Wall time inside the vet tool processes, summed over packages (setup = parsing, reading"
		echo "export data and facts, type-checking; the rest is each analyzer's Run):"
		echo
		awk -F'\t' '{ ms[$3] += $4; n[$3]++; if (!($3 in seen)) { seen[$3] = 1; order[++k] = $3 } } END {
			printf "| part | runs | total ms | mean ms |\n|---|---:|---:|---:|\n"
			printf "| %s | %d | %.0f | %.2f |\n", "setup", n["setup"], ms["setup"], ms["setup"] / n["setup"]
			for (i = 1; i <= k; i++) if (order[i] != "setup" && order[i] != "process")
				printf "| %s | %d | %.0f | %.2f |\n", order[i], n[order[i]], ms[order[i]], ms[order[i]] / n[order[i]]
			printf "| %s | %d | %.0f | %.2f |\n", "process (main to last analyzer)", n["process"], ms["process"], ms["process"] / n["process"]
		}' "$prof/times.tsv"
		echo
		echo "Share of the CPU samples of all those processes (go tool pprof -top -cum $prof/cpu.pb.gz):"
		echo
		go tool pprof -top -cum -nodefraction=0 -nodecount=100000 "$prof/cpu.pb.gz" 2>/dev/null | awk '
			BEGIN {
				want["go/parser.ParseFile"] = "parsing"
				want["go/types.(*Config).Check"] = "type-checking (with reading export data)"
				want["golang.org/x/tools/internal/gcimporter.IImportData"] = "reading export data"
				want["golang.org/x/tools/internal/facts.NewDecoder"] = "indexing imports for facts (every tool)"
				want["golang.org/x/tools/internal/facts.(*Decoder).Decode"] = "decoding facts"
				want["github.com/fixturelint/fixturelint/internal/parallel.run"] = "the engine (parallel.run)"
				print "| part | CPU s | share |"; print "|---|---:|---:|"
			}
			$6 in want { printf "| %s | %s | %s |\n", want[$6], $4, $5; next }
			$6 ~ /^github.com\/fixturelint\/fixturelint\/analyzers\/[a-z]+\.run$/ { printf "| check %s | %s | %s |\n", $6, $4, $5 }'
		echo
		printf 'Export data and facts written (vet.out), all packages:'
		for tool in noop fixturelint; do
			work=$( (cd "$dir" && go vet -work -vettool="$bin/$tool" "-$tool.nonce=work$$" ./... 2>&1 || true) | sed -n 's/^WORK=//p' | tail -1)
			printf ' %s %s bytes;' "$tool" "$(find "$work" -name vet.out -printf '%s\n' | awk '{ s += $1 } END { print s + 0 }')"
			rm -rf "$work"
		done
		echo
	} | tee -a "$results"
}

standalone_sides() {
	echo "noop-standalone=$bin/noop ./..."
	echo "fixturelint-standalone=$bin/fixturelint -standalone ./..."
}

for n in $sizes; do
	dir=$out/corpus$n
	if [ ! -f "$dir/go.mod" ]; then
		log "generating a corpus of $n packages"
		rm -rf "$dir"
		"$bin/gencorpus" -n "$n" -o "$dir" >&2
	fi
	log "warming up corpus$n (compiling dependencies)"
	(cd "$dir" && go vet ./... >/dev/null)
	mapfile -t sides < <(vet_sides | keep)
	measure "$dir" "generated corpus, $n packages (go vet mode)" "${sides[@]}"
	findings "$dir" | tee -a "$results"
	if [ "$profile" = 1 ]; then profile "$dir"; fi
	if [ "$standalone" = 1 ]; then
		mapfile -t sides < <(standalone_sides | keep)
		measure "$dir" "generated corpus, $n packages (standalone, in one process)" "${sides[@]}"
	fi
done

if [ "$xtools" = 1 ]; then
	dir=$out/xtools
	if [ ! -f "$dir/go.mod" ]; then
		log "copying golang.org/x/tools@v0.52.0 from the module cache"
		src=$(cd "$out" && go mod download -json golang.org/x/tools@v0.52.0 | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
		[ -d "$src" ] || { echo "bench/run.sh: cannot download golang.org/x/tools@v0.52.0" >&2; exit 1; }
		rm -rf "$dir"
		cp -r "$src" "$dir"
		chmod -R u+w "$dir"
	fi
	log "warming up x/tools (downloading and compiling dependencies)"
	(cd "$dir" && go mod download && go vet ./... >/dev/null 2>&1 || true)
	mapfile -t sides < <({ vet_sides | head -2; echo "govet=go vet -printf.funcs={nonce} ./..."; vet_sides | tail -n +3; } | keep)
	measure "$dir" "golang.org/x/tools v0.52.0, $(cd "$dir" && go list ./... | wc -l) packages (go vet mode)" "${sides[@]}"
	findings "$dir" | tee -a "$results"
	if [ "$profile" = 1 ]; then profile "$dir"; fi
	if [ "$standalone" = 1 ]; then
		mapfile -t sides < <(standalone_sides | keep)
		measure "$dir" "golang.org/x/tools v0.52.0 (standalone, in one process)" "${sides[@]}"
	fi
fi

for name in $large; do
	spec=""
	for m in $large_modules; do
		if [ "${m%%=*}" = "$name" ]; then spec=${m#*=}; fi
	done
	[ -n "$spec" ] || { echo "bench/run.sh: no large module named $name" >&2; exit 2; }
	dir=$out/$name
	if [ ! -f "$dir/go.mod" ]; then
		log "copying $spec from the module cache"
		src=$(cd "$out" && go mod download -json "$spec" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
		[ -d "$src" ] || { echo "bench/run.sh: cannot download $spec" >&2; exit 1; }
		rm -rf "$dir"
		cp -r "$src" "$dir"
		chmod -R u+w "$dir"
		# A go.work names nested modules that the module's zip leaves out: vet the module alone.
		rm -f "$dir/go.work" "$dir/go.work.sum"
	fi
	log "warming up $name (downloading and compiling dependencies; minutes the first time)"
	(cd "$dir" && go mod download && go vet ./... >/dev/null 2>&1 || true)
	mapfile -t sides < <(vet_sides | keep)
	measure "$dir" "$spec, $(cd "$dir" && go list ./... | wc -l) packages, $(cd "$dir" && go list -deps -test ./... | wc -l) with dependencies and test variants (go vet mode)" "${sides[@]}"
	findings "$dir" | tee -a "$results"
	if [ "$profile" = 1 ]; then profile "$dir"; fi
done

# pkg_size DIR PACKAGE: the lines and the number of the package's non-test Go files.
pkg_size() {
	local files
	files=$(cd "$1" && go list -f '{{range .GoFiles}}{{$.Dir}}/{{.}}{{"\n"}}{{end}}' "$2")
	echo "$(echo "$files" | xargs -d '\n' cat | wc -l) $(echo "$files" | wc -l)"
}

# scaling DIR LABEL LINES: measure one input of the scaling table, and add its row (the LABEL
# has no comma; its first word names the series whose marginal cost the table shows).
scale_rows=()
scaling() {
	local dir=$1 label=$2 lines=$3
	log "warming up $(basename "$dir") (compiling dependencies)"
	(cd "$dir" && go vet -vettool="$bin/noop" ./... >/dev/null)
	mapfile -t sides < <(vet_sides | grep -E '^(noop|fixturelint-vet)=' | keep)
	measure "$dir" "$label, $lines lines (go vet mode)" "${sides[@]}"
	scale_rows+=(-scale "$label,$lines,$out/$(basename "$dir").json")
	if [ "$profile" = 1 ]; then profile "$dir"; fi
}

for layout in $scaling_layouts; do
	for n in $scaling_sizes; do
		dir=$out/scaling-$layout-$n
		if [ ! -f "$dir/go.mod" ]; then
			log "generating $n lines of API client in the $layout layout"
			rm -rf "$dir"
			"$bin/gengenerated" -lines "$n" -layout "$layout" -o "$dir" >&2
		fi
		read -r lines files < <(pkg_size "$dir" ./...)
		scaling "$dir" "$layout ($files file$([ "$files" = 1 ] || echo s))" "$lines"
	done
done

for name in $scaling_real; do
	spec=$(echo "$scaling_real_modules" | grep "^$name|" || true)
	[ -n "$spec" ] || { echo "bench/run.sh: no real generated package named $name" >&2; exit 2; }
	IFS='|' read -r _ modver import pkg <<<"$spec"
	dir=$out/scaling-$name
	if [ ! -f "$dir/go.sum" ]; then
		log "writing a module that imports $import ($modver)"
		rm -rf "$dir" && mkdir -p "$dir"
		printf 'module example.com/scaling/%s\n\ngo 1.26\n' "$name" >"$dir/go.mod"
		printf '// Package main imports %s, so that go vet ./... vets it.\npackage main\n\nimport _ "%s"\n\nfunc main() {}\n' "$import" "$import" >"$dir/main.go"
		(cd "$dir" && go get "$modver" && go mod tidy) >&2
	fi
	read -r lines files < <(pkg_size "$dir" "$pkg")
	label="$import ${modver#*@} ($files files)"
	if [ "$pkg" != "$import" ]; then label="$import ${modver#*@} ($pkg: $files files)"; fi
	scaling "$dir" "$label" "$lines"
done

if [ ${#scale_rows[@]} -gt 0 ]; then
	"$bin/harness" -title "Scaling with the size of generated code (go vet mode)" "${scale_rows[@]}" | tee -a "$results"
fi

log "results in $results"
