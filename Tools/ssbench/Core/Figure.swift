/// One measured figure, the baseline it is set beside, and the target it must meet, if any.
struct Figure: Sendable, Equatable {
    enum Unit: String, Sendable {
        case seconds = "s"
        case bytes
        /// Operations per second: more is better, unlike the other units.
        case perSecond = "per-second"
    }

    struct Baseline: Sendable, Equatable {
        let name: String
        let value: Double
    }

    let benchmark: String
    /// Stable and unique within the benchmark: the JSON names the figure `<benchmark>.<id>`.
    let id: String
    /// What the table calls it; figures of one measurement beside different baselines share it.
    let label: String
    let value: Double
    let unit: Unit
    let baseline: Baseline?
    let target: Target?

    init(benchmark: String, id: String, label: String? = nil, value: Double, unit: Unit = .seconds,
         baseline: Baseline? = nil, target: Target? = nil) {
        self.benchmark = benchmark
        self.id = id
        self.label = label ?? id
        self.value = value
        self.unit = unit
        self.baseline = baseline
        self.target = target
    }

    /// value / baseline; nil without a baseline or when the baseline is not positive.
    var ratio: Double? {
        guard let baseline, baseline.value > 0 else { return nil }
        return value / baseline.value
    }

    /// Nil when there is no target, or when the target is a ratio and there is none.
    var met: Bool? {
        target?.isMet(value: value, ratio: ratio)
    }
}
