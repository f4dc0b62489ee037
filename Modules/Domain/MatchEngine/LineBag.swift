import GameModels

/// The lines of one kind not yet told in this match, in an order shuffled at kick-off: a line is told at
/// most once a match, and which one comes next depends only on what was told before.
struct LineBag: Sendable {
    private var order: [Int]

    init(count: Int, using rng: inout SeededRandomNumberGenerator) {
        order = Array(0..<count)
        for index in stride(from: count - 1, to: 0, by: -1) {
            order.swapAt(index, rng.index(below: index + 1))
        }
    }

    func contains(where fits: (Int) -> Bool) -> Bool {
        order.contains(where: fits)
    }

    /// The next untold line that fits, taken out of the bag; nil when none is left.
    mutating func draw(where fits: (Int) -> Bool) -> Int? {
        guard let position = order.firstIndex(where: fits) else { return nil }
        return order.remove(at: position)
    }
}
