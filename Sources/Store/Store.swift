// Store: implementation in progress.
