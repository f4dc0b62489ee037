/// The middle of a list of figures, for the simulation's per-tier rows.
enum Median {
    /// The middle value of `sorted`, the mean of the two middle ones for an even count; 0 when empty.
    static func of(_ sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}
