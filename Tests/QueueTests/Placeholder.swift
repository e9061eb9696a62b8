// Tests for Queue.
