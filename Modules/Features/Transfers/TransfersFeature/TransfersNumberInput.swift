import Foundation

/// Reads the numbers typed on the Transfers prompt line; nil for anything that is not one.
enum TransfersNumberInput {
    /// Above this, a typed amount is not money but a slip of the keyboard; the cap also keeps the
    /// conversion to `Int` safe.
    private static let largestAmount = 1_000_000_000_000.0

    /// Pounds as a manager types them: "1200000", "£1,200,000", "1.2M", "500k".
    static func money(_ text: String) -> Int? {
        var digits = text.lowercased().filter { !"£, _".contains($0) }
        var unit = 1.0
        if digits.hasSuffix("k") { unit = 1_000 } else if digits.hasSuffix("m") { unit = 1_000_000 }
        if unit > 1 { digits.removeLast() }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              let value = Double(digits) else { return nil }
        let pounds = (value * unit).rounded()
        return pounds <= largestAmount ? Int(pounds) : nil
    }

    /// A whole number of digits only: an overall, a tier, seasons.
    static func whole(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.count <= 9, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return nil
        }
        return Int(trimmed)
    }

    /// "18-25" (or with an en dash), or one age for both ends; the lower end first.
    static func ages(_ text: String) -> ClosedRange<Int>? {
        let ends = text.split(whereSeparator: { $0 == "-" || $0 == "–" }).map(String.init)
        guard (1...2).contains(ends.count), let low = whole(ends[0]), let high = whole(ends[ends.count - 1]),
              low <= high else { return nil }
        return low...high
    }
}
