// Tests for Chart.
