/// The in-game hub's tabs, in the order the tab bar shows them: each named, so the hub starts each tab's feature by
/// name rather than by its place in a list.
enum HubTab: CaseIterable {
    case squad, league, matchDay, transfers, finances, history, inbox, board, cup

    /// The tab bar's name (the Inbox's carries its unread count, `InGameCoordinator.inboxTabName`).
    var title: String {
        switch self {
        case .squad: "Squad"
        case .league: "League"
        case .matchDay: "Match day"
        case .transfers: "Transfers"
        case .finances: "Finances"
        case .history: "History"
        case .inbox: "Inbox"
        case .board: "Board"
        case .cup: "Cup"
        }
    }
}
