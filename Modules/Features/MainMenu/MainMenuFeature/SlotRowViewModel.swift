/// One career slot as a row: the career's facts, or why it cannot be opened.
public struct SlotRowViewModel: Sendable, Equatable {
    public enum Detail: Sendable, Equatable {
        case career(coach: String, club: String, division: String, season: String, date: String)
        /// Already worded for the screen, e.g. "unreadable: not a SQLite database".
        case unreadable(String)
    }

    public var slotName: String
    public var detail: Detail

    public init(slotName: String, detail: Detail) {
        self.slotName = slotName
        self.detail = detail
    }

    /// Only careers that open can be continued.
    public var isSelectable: Bool {
        if case .career = detail { return true }
        return false
    }
}
