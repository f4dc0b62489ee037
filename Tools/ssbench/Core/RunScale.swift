/// How thorough a run is: `--quick` trades precision for a run of seconds that still exercises every figure.
struct RunScale: Sendable {
    let quick: Bool
    /// Measured rounds per figure (a warm-up round comes on top).
    let repetitions: Int

    init(quick: Bool, repetitions: Int? = nil) {
        self.quick = quick
        self.repetitions = repetitions ?? (quick ? 3 : 15)
    }

    /// `full` normally, `smoke` in a quick run.
    func pick<Value>(full: Value, smoke: Value) -> Value {
        quick ? smoke : full
    }
}
