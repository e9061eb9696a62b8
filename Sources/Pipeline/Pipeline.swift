// Pipeline: implementation in progress.
