import DataManaging
import DesignSystem

/// Turns the Inbox screen's state into its view model.
@MainActor
public protocol InboxViewModelTransformProtocol {
    func transform(_ state: InboxScreenState) -> InboxViewModel
}

/// The one place the Inbox screen's text is formatted: dates as "8 Aug 2026", a word for each kind of
/// message, the unread count.
public struct InboxViewModelTransform: InboxViewModelTransformProtocol {
    public init() {}

    public func transform(_ state: InboxScreenState) -> InboxViewModel {
        let count = state.total == 1 ? "1 message" : "\(state.total) messages"
        // Past one page the summary says which part of the inbox the list shows.
        let shown = (state.messages.count < state.total
            ? " · \(state.pageOffset + 1)–\(state.pageOffset + state.messages.count)" : "")
            + (state.filter.withoutPyramidNews ? " · pyramid news hidden" : "")
        var viewModel = InboxViewModel(
            isLoading: state.isLoading, errorMessage: state.errorMessage,
            summary: "\(state.unread) unread of \(count)\(shown)",
            rows: state.messages.map {
                InboxViewModel.Row(date: Self.date($0), kind: Self.kind($0.kind), subject: $0.subject,
                                   isUnread: !$0.isRead)
            },
            selectedIndex: state.selectedIndex - state.pageOffset, pyramidNewsHidden: state.filter.withoutPyramidNews)
        if let open = state.messages.first(where: { $0.id == state.openMessageId }) {
            viewModel.opened = InboxViewModel.Opened(subject: open.subject,
                                                     dateLine: "\(Self.date(open)) · \(Self.kind(open.kind))",
                                                     body: open.body)
        }
        if !state.isLoading, state.messages.isEmpty {
            viewModel.emptyMessage = state.filter.withoutPyramidNews
                ? "No messages but the pyramid's news, which is hidden: p shows it."
                : "No messages yet: news of your squad and the pyramid arrives with each match day."
        }
        return viewModel
    }

    private static func date(_ message: InboxMessage) -> String {
        DateText.dayMonthYear(day: message.date.day, month: message.date.month, year: message.date.year)
    }

    private static func kind(_ kind: InboxMessage.Kind) -> String {
        switch kind {
        case .injury: "Injury"
        case .contract: "Contract"
        case .award: "Award"
        case .champions: "Title"
        case .promotion: "Promoted"
        case .relegation: "Relegated"
        case .retirement: "Retired"
        case .academy: "Academy"
        case .pyramid: "Pyramid"
        case .board: "Board"
        case .transfer: "Transfer"
        case .cup: "Cup"
        }
    }
}
