// Tests for Ephemeris.
