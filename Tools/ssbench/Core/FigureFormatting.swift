import Foundation

/// How figures read in the table: times in µs, ms or s, sizes in KiB or MiB, ratios with a ×.
enum FigureFormatting {
    static func amount(_ value: Double, _ unit: Figure.Unit) -> String {
        guard value.isFinite else { return "n/a" }
        switch unit {
        case .seconds:
            if abs(value) < 0.001 { return String(format: "%.1f µs", value * 1_000_000) }
            return abs(value) < 1 ? String(format: "%.1f ms", value * 1000) : String(format: "%.3f s", value)
        case .bytes:
            return abs(value) < 1024 * 1024
                ? String(format: "%.1f KiB", value / 1024) : String(format: "%.2f MiB", value / 1024 / 1024)
        case .perSecond:
            return value < 10_000 ? String(format: "%.0f /s", value) : String(format: "%.0fk /s", value / 1000)
        }
    }

    static func ratio(_ ratio: Double?) -> String {
        guard let ratio, ratio.isFinite else { return "" }
        // Three significant figures at either end: an engine thousands of times slower than a bare sampler,
        // or a fraction of it, still reads.
        switch abs(ratio) {
        case 100...: return String(format: "%.0f×", ratio)
        case 0.01..<100: return String(format: "%.2f×", ratio)
        default: return String(format: "%.3g×", ratio)
        }
    }

    static func target(_ target: Target?, unit: Figure.Unit) -> String {
        switch target {
        case nil: ""
        case .ratioAtMost(let limit): String(format: "≤ %.2f×", limit)
        case .ratioAtLeast(let limit): "≥ " + ratio(limit)
        case .valueAtMost(let limit): "≤ " + amount(limit, unit)
        }
    }

    static func met(_ met: Bool?) -> String {
        switch met {
        case nil: ""
        case true?: "yes"
        case false?: "NO"
        }
    }
}
