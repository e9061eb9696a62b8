import Foundation

/// A bounded hand-off between the thread that lists the inbox and the worker threads.
final class WorkQueue<Item: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [Item] = []
    private var head = 0
    private var busy = 0
    private var closed = false

    func push(_ newItems: [Item]) {
        condition.lock()
        items.append(contentsOf: newItems)
        condition.broadcast()
        condition.unlock()
    }

    /// Blocks until an item is available; nil once the queue is closed and empty.
    func pop() -> Item? {
        condition.lock()
        defer { condition.unlock() }
        while head == items.count && !closed { condition.wait() }
        guard head < items.count else { return nil }
        let item = items[head]
        head += 1
        if head == items.count { items.removeAll(keepingCapacity: true); head = 0 }
        busy += 1
        return item
    }

    /// A worker calls this after finishing the item it popped.
    func done() {
        condition.lock()
        busy -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Blocks until every pushed item has been popped and finished.
    func waitUntilIdle() {
        condition.lock()
        while head < items.count || busy > 0 { condition.wait() }
        condition.unlock()
    }

    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }
}
