import GameModels

/// Deals the lines of one kind in shuffled rounds, so every line is heard before any repeats and a new
/// round never starts with the line that ended the last one: never the same line twice in a row.
struct LineBag: Sendable {
    private let count: Int
    private var order: [Int] = []
    private var next = 0

    init(count: Int) {
        self.count = count
    }

    mutating func draw(using rng: inout SeededRandomNumberGenerator) -> Int {
        if next == order.count {
            let last = order.last
            order = Array(0..<count)
            for index in stride(from: count - 1, to: 0, by: -1) {
                order.swapAt(index, rng.index(below: index + 1))
            }
            if count > 1, order[0] == last { order.swapAt(0, 1 + rng.index(below: count - 1)) }
            next = 0
        }
        defer { next += 1 }
        return order[next]
    }
}
