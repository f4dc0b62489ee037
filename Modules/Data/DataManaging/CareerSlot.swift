/// One file in the data directory: a career that opens, or one that does not and why.
public struct CareerSlot: Sendable, Hashable, Identifiable {
    public enum Status: Sendable, Hashable {
        case ready(CareerSummary)
        case unreadable(reason: String)
    }

    public let slot: String
    public let status: Status

    public init(slot: String, status: Status) {
        self.slot = slot
        self.status = status
    }

    public var id: String { slot }

    public var summary: CareerSummary? {
        if case .ready(let summary) = status { return summary }
        return nil
    }
}
