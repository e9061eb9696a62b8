// Tests for LLM.
