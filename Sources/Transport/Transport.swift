// Transport: implementation in progress.
