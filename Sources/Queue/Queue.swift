// Queue: implementation in progress.
