// Tests for Store.
