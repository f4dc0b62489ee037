import DataManaging
import Observation

/// Loads the career's messages each time the screen shows (a match day may have posted some), keeps the
/// selection, opens a message (marking it read) and marks all read; tells the coordinator the unread count
/// whenever it is known anew, and when the user leaves.
@MainActor
@Observable
public final class InboxInteractor: InboxInteractorProtocol {
    /// Messages a `[` or `]` moves the selection by.
    public static let pageSize = 10

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

    public func load() async {
        update { $0.isLoading = true }
        await reload(failure: "Could not load the inbox")
    }

    public func move(by offset: Int) {
        guard state.openMessageId == nil, !state.messages.isEmpty else { return }
        let target = min(max(0, state.selectedIndex + offset), state.messages.count - 1)
        guard target != state.selectedIndex else { return }
        update { $0.selectedIndex = target }
    }

    public func page(by pages: Int) {
        move(by: pages * Self.pageSize)
    }

    public func openSelected() async {
        guard state.openMessageId == nil, let message = selected else { return }
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
        guard state.messages.contains(where: { !$0.isRead }) else { return }
        do {
            try await dataManager.markAllMessagesRead(careerId: careerId)
        } catch {
            update { $0.errorMessage = "Could not mark the messages read: \(error.message)" }
            return
        }
        await reload(failure: "Could not reload the inbox")
    }

    public func close() {
        delegate?.inboxInteractorDidRequestClose()
    }

    /// Reads the messages again, keeping the selection on the same message when it is still there.
    private func reload(failure: String) async {
        let selectedId = selected?.id
        do {
            let messages = try await dataManager.inboxMessages(careerId: careerId)
            update { state in
                state.isLoading = false
                state.errorMessage = nil
                state.messages = messages
                state.selectedIndex = messages.firstIndex { $0.id == selectedId } ?? 0
                if let open = state.openMessageId, !messages.contains(where: { $0.id == open }) {
                    state.openMessageId = nil
                }
            }
            delegate?.inboxInteractorDidCountUnread(messages.count { !$0.isRead })
        } catch {
            update { state in
                state.isLoading = false
                state.errorMessage = "\(failure): \(error.message)"
            }
        }
    }

    private var selected: InboxMessage? {
        state.messages.indices.contains(state.selectedIndex) ? state.messages[state.selectedIndex] : nil
    }

    private func update(_ change: (inout InboxScreenState) -> Void) {
        change(&state)
        viewModel = viewModelTransform.transform(state)
    }
}
