// TestSupport: implementation in progress.
