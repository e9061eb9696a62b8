// Tests for Pipeline.
