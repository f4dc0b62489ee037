import Dispatch
import Foundation

/// `map` on every core. Parsing the sources is most of the audit's time, and files are independent.
enum ConcurrentMap {
    static func map<Element: Sendable, Output: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Output
    ) -> [Output] {
        let slots = Slots<Output>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            slots.store(transform(elements[index]), at: index)
        }
        return slots.values
    }
}

/// One slot per element, each written once by one worker.
private final class Slots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func store(_ value: Value, at index: Int) {
        lock.withLock { storage[index] = value }
    }

    var values: [Value] {
        lock.withLock { storage.compactMap { $0 } }
    }
}
