// Tests for Report.
