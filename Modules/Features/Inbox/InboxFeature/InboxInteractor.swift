import DataManaging
import Observation

/// Reads the career's messages a page at a time each time the screen shows (a match day may have posted some)
/// and whenever the selection leaves the page read, keeps the selection, opens a message (marking it read) and
/// marks all read; tells the coordinator the unread count whenever it is known anew, and when the user leaves.
@MainActor
@Observable
public final class InboxInteractor: InboxInteractorProtocol {
    /// Messages a `[` or `]` moves the selection by.
    public static let pageSize = 10
    /// Messages read from the career at a time: a screenful and more, never the whole inbox.
    public static let readLength = 50

    @ObservationIgnored public weak var delegate: (any InboxInteractorDelegate)?
    public private(set) var state: InboxScreenState
    public private(set) var viewModel: InboxViewModel

    @ObservationIgnored private let careerId: String
    @ObservationIgnored private let dataManager: any InboxDataManaging
    @ObservationIgnored private let viewModelTransform: any InboxViewModelTransformProtocol

    public init(careerId: String, dataManager: any InboxDataManaging,
                viewModelTransform: any InboxViewModelTransformProtocol) {
        self.careerId = careerId
        self.dataManager = dataManager
        self.viewModelTransform = viewModelTransform
        let state = InboxScreenState()
        self.state = state
        self.viewModel = viewModelTransform.transform(state)
    }

    /// Each appearance reads the inbox again; when messages have come in since the last look, the newest is
    /// selected (the list kept its old message, with the new ones above the screen: issue #42).
    public func load() async {
        let seen = state.messages.isEmpty ? nil : state.total
        update { $0.isLoading = true }
        await reload(failure: "Could not load the inbox")
        if let seen, state.total > seen, state.openMessageId == nil, state.selectedIndex != 0 {
            await read(around: 0, keeping: nil, failure: "Could not load the inbox")
        }
    }

    public func move(by offset: Int) async {
        guard state.openMessageId == nil, state.total > 0 else { return }
        let target = min(max(0, state.selectedIndex + offset), state.total - 1)
        guard target != state.selectedIndex else { return }
        guard !(state.pageOffset..<state.pageOffset + state.messages.count).contains(target) else {
            update { $0.selectedIndex = target }
            return
        }
        await read(around: target, keeping: nil, failure: "Could not read the inbox")
    }

    public func page(by pages: Int) async {
        await move(by: pages * Self.pageSize)
    }

    public func openSelected() async {
        guard state.openMessageId == nil, let message = state.selected else { return }
        update { $0.openMessageId = message.id }
        guard !message.isRead else { return }
        do {
            try await dataManager.markMessageRead(careerId: careerId, messageId: message.id)
        } catch {
            update { $0.errorMessage = "Could not mark the message read: \(error.message)" }
            return
        }
        await reload(failure: "Could not reload the inbox")
    }

    public func closeMessage() {
        guard state.openMessageId != nil else { return }
        update { $0.openMessageId = nil }
    }

    public func markAllRead() async {
        guard state.unread > 0 else { return }
        do {
            try await dataManager.markAllMessagesRead(careerId: careerId)
        } catch {
            update { $0.errorMessage = "Could not mark the messages read: \(error.message)" }
            return
        }
        await reload(failure: "Could not reload the inbox")
    }

    public func togglePyramidNews() async {
        guard state.openMessageId == nil else { return }
        update { $0.filter.withoutPyramidNews.toggle() }
        await read(around: 0, keeping: nil, failure: "Could not read the inbox")
    }

    public func close() {
        delegate?.inboxInteractorDidRequestClose()
    }

    /// Reads the page around the selection again, keeping it on the same message when that is still there.
    private func reload(failure: String) async {
        await read(around: state.selectedIndex, keeping: state.selected?.id, failure: failure)
    }

    /// Reads the page holding position `index` (clamped to the inbox) and selects it, or the message `keeping`
    /// when the page holds it.
    private func read(around index: Int, keeping messageId: Int?, failure: String) async {
        do {
            var page = try await dataManager.inboxPage(careerId: careerId, filter: state.filter,
                                                       offset: Self.pageStart(of: index), limit: Self.readLength)
            let target = min(index, max(0, page.total - 1))
            if Self.pageStart(of: target) != page.offset {
                page = try await dataManager.inboxPage(careerId: careerId, filter: state.filter,
                                                       offset: Self.pageStart(of: target), limit: Self.readLength)
            }
            let kept = page.messages.firstIndex { $0.id == messageId }.map { page.offset + $0 }
            update { state in
                state.isLoading = false
                state.errorMessage = nil
                state.messages = page.messages
                state.pageOffset = page.offset
                state.total = page.total
                state.unread = page.unread
                state.selectedIndex = kept ?? target
                if let open = state.openMessageId, !page.messages.contains(where: { $0.id == open }) {
                    state.openMessageId = nil
                }
            }
            delegate?.inboxInteractorDidCountUnread(page.unread)
        } catch {
            update { state in
                state.isLoading = false
                state.errorMessage = "\(failure): \(error.message)"
            }
        }
    }

    private static func pageStart(of index: Int) -> Int {
        index / readLength * readLength
    }

    private func update(_ change: (inout InboxScreenState) -> Void) {
        change(&state)
        viewModel = viewModelTransform.transform(state)
    }
}
