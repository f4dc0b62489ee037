/// The pages of the History screen, switched with ←→.
public enum HistorySection: Int, CaseIterable, Equatable, Sendable {
    case champions
    case club
    case cup
    case records

    public var title: String {
        switch self {
        case .champions: "Champions"
        case .club: "Your club"
        case .cup: "Cup"
        case .records: "Records"
        }
    }
}
