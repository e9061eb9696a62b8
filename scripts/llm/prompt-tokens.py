#!/usr/bin/env python3
"""Measures, per language, how many prompt tokens every report of that language shares (the prefix the
provider can serve from its prompt cache: system message with the language instruction and requirements, and
the JSON schema in response_format) and how many are the chart's own (the user message, last).

It runs the real binary against a local server that records the Chat Completions bodies (and answers 400 so
no job goes further), then counts tokens with OpenAI's o200k_base encoding (gpt-4o, gpt-4o-mini, gpt-4.1).

    pip install tiktoken            # the encoding file must be in TIKTOKEN_CACHE_DIR when offline
    swift build -c release && python3 scripts/llm/prompt-tokens.py .build/release/astrosvitla

Offline, the o200k_base file ships in the litellm wheel (litellm/litellm_core_utils/tokenizers/
fb374d419588a4632f3f557e76b4b70aebbca790): unzip it into a folder and point TIKTOKEN_CACHE_DIR there.
"""
import http.server
import json
import pathlib
import subprocess
import sys
import tempfile
import threading

import tiktoken

binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/astrosvitla"
root = pathlib.Path(__file__).resolve().parents[2]
languages = ["en", "uk", "de", "fr", "es", "pt-BR", "it", "ja", "ko", "zh-Hans", "zh-Hant", "ru", "tr"]
bodies = []


class Recorder(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        bodies.append(json.loads(self.rfile.read(int(self.headers["Content-Length"]))))
        answer = b'{"error":{"message":"recorded","type":"invalid_request_error","code":null}}'
        self.send_response(400)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(answer)))
        self.end_headers()
        self.wfile.write(answer)

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Recorder)
threading.Thread(target=server.serve_forever, daemon=True).start()
example = json.loads((root / "jobs/examples/olena-uk.json").read_text())
with tempfile.TemporaryDirectory() as work:
    incoming = pathlib.Path(work, "queue/incoming")
    incoming.mkdir(parents=True)
    for language in languages:
        job = dict(example, id=f"tokens-{language}", language=language)
        (incoming / f"tokens-{language}.json").write_text(json.dumps(job, ensure_ascii=False))
    environment = {"ASTROSVITLA_LLM_URL": f"http://127.0.0.1:{server.server_port}/v1", "ASTROSVITLA_LLM_MAX_ATTEMPTS": "1",
                   "ASTROSVITLA_GLOSSARIES": str(root / "Glossaries"), "ASTROSVITLA_TEMPLATES": str(root / "Templates"),
                   "PATH": "/usr/bin:/bin"}
    subprocess.run([binary, "run", "--backend", "llm", "--queue", f"{work}/queue", "--db", f"{work}/db.sqlite"],
                   env=environment, capture_output=True)
server.shutdown()

encoding = tiktoken.get_encoding("o200k_base")
print("| language | shared prefix (system + schema) | chart (user message) | total |")
print("|---|---:|---:|---:|")
for body in sorted(bodies, key=lambda b: languages.index(b["metadata"]["language"])):
    system = "".join(m["content"] for m in body["messages"] if m["role"] == "system")
    user = "".join(m["content"] for m in body["messages"] if m["role"] == "user")
    schema = json.dumps(body["response_format"], ensure_ascii=False, separators=(",", ":"))
    shared = len(encoding.encode(system)) + len(encoding.encode(schema))
    own = len(encoding.encode(user))
    print(f"| {body['metadata']['language']} | {shared} | {own} | {shared + own} |")
