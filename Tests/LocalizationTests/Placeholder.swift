// Tests for Localization.
