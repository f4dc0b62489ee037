/// The summaries the figures use. Medians, because a shared machine adds slow outliers, never fast ones.
enum Statistics {
    /// The middle value, or the mean of the two middle values; nil for no values.
    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// The median of `minuend[i] - subtrahend[i]`: the cost one operation adds to another measured
    /// in the same rounds, less sensitive to drift than a difference of two medians.
    static func medianDifference(_ minuend: [Double], _ subtrahend: [Double]) -> Double? {
        guard minuend.count == subtrahend.count else { return nil }
        return median(zip(minuend, subtrahend).map { $0 - $1 })
    }
}
