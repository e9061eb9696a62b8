// LLM: implementation in progress.
