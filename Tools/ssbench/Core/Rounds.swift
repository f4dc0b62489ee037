/// Runs a set of timed operations in rounds, each once per round in a fixed order, so a slow moment
/// of a shared machine falls on a figure and its baseline alike. The first round warms caches and
/// is not kept. Each operation times its own critical part, so setup and cleanup stay outside.
struct Rounds {
    let repetitions: Int

    func run<Key: Hashable>(_ operations: [TimedOperation<Key>]) throws -> Samples<Key> {
        var seconds: [Key: [Double]] = [:]
        for round in 0...repetitions {
            for operation in operations {
                let elapsed = try operation.time()
                if round > 0 { seconds[operation.key, default: []].append(elapsed.seconds) }
            }
        }
        return Samples(seconds: seconds)
    }
}

/// An operation and its key among the figures.
typealias TimedOperation<Key: Hashable> = (key: Key, time: () throws -> Duration)

/// Seconds per operation, one entry per kept round.
struct Samples<Key: Hashable> {
    let seconds: [Key: [Double]]

    func median(_ key: Key) -> Double {
        Statistics.median(seconds[key] ?? []) ?? .nan
    }

    /// What `key` takes beyond `other`, paired round by round.
    func added(_ key: Key, over other: Key) -> Double {
        Statistics.medianDifference(seconds[key] ?? [], seconds[other] ?? []) ?? .nan
    }
}

extension Duration {
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}

/// Times `body` on the monotonic clock.
func measure(_ body: () throws -> Void) rethrows -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    return clock.now - start
}

/// Times async `body` on the monotonic clock.
func measureAsync(_ body: () async throws -> Void) async rethrows -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    try await body()
    return clock.now - start
}
