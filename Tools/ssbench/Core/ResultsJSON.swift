import Foundation

/// The JSON `ssbench` writes. The schema is stable: every key is always present, `null` when it
/// does not apply (a figure without baseline has null `baseline`, `baselineValue` and `ratio`).
///
///     {"benchmarks": [{"benchmark", "name", "value", "unit", "baseline", "baselineValue", "ratio",
///                      "target": {"of": "ratio"|"value", "max"} | null, "met"}],
///      "machine": {"cpu", "cores", "memoryBytes", "os", "swift", "zlib", "gzip"},
///      "run": {"date", "quick", "repetitions"}}
struct ResultsJSON: Encodable {
    struct Run: Encodable {
        let date: String
        let quick: Bool
        let repetitions: Int
    }

    let benchmarks: [EncodedFigure]
    let machine: MachineInfo
    let run: Run

    init(figures: [Figure], machine: MachineInfo, scale: RunScale, date: Date) {
        benchmarks = figures.map(EncodedFigure.init)
        self.machine = machine
        run = Run(date: ISO8601DateFormatter().string(from: date), quick: scale.quick, repetitions: scale.repetitions)
    }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

/// One figure as JSON. Optionals are encoded explicitly so absent values appear as `null`.
struct EncodedFigure: Encodable {
    let figure: Figure

    enum CodingKeys: String, CodingKey {
        case benchmark, name, value, unit, baseline, baselineValue, ratio, target, met
    }

    enum TargetKeys: String, CodingKey {
        case of, max, min
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(figure.benchmark, forKey: .benchmark)
        try container.encode(figure.benchmark + "." + figure.id, forKey: .name)
        try container.encode(finite(figure.value), forKey: .value)
        try container.encode(figure.unit.rawValue, forKey: .unit)
        try container.encode(figure.baseline?.name, forKey: .baseline)
        try container.encode(finite(figure.baseline?.value), forKey: .baselineValue)
        try container.encode(finite(figure.ratio), forKey: .ratio)
        if let target = figure.target {
            var nested = container.nestedContainer(keyedBy: TargetKeys.self, forKey: .target)
            try nested.encode(target.bounds, forKey: .of)
            try nested.encode(target.limit, forKey: target.isFloor ? .min : .max)
        } else {
            try container.encodeNil(forKey: .target)
        }
        try container.encode(figure.met, forKey: .met)
    }

    /// JSON has no NaN or infinity; a figure that could not be computed is null.
    private func finite(_ value: Double?) -> Double? {
        value.flatMap { $0.isFinite ? $0 : nil }
    }
}
