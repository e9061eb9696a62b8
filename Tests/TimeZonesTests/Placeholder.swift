// Tests for TimeZones.
