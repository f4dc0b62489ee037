import InboxFeature

/// Records the Inbox interactor's calls to its coordinator.
@MainActor
public final class MockInboxInteractorDelegate: InboxInteractorDelegate {
    public private(set) var closeCallCount = 0
    public private(set) var unreadCounts: [Int] = []

    public init() {}

    public func inboxInteractorDidRequestClose() { closeCallCount += 1 }
    public func inboxInteractorDidCountUnread(_ count: Int) { unreadCounts.append(count) }
}
