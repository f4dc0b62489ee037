import InboxFeature
import InboxFeatureMocks
import Navigation
import TestSupport
import Testing

@MainActor
@Suite("InboxFeatureCoordinator")
struct InboxFeatureCoordinatorTests {
    let container = MockDependencyContainer()

    @Test("start replaces the stack with the Inbox of the career; leaving finishes the feature")
    func lifecycle() {
        let coordinator = container.makeInboxCoordinator(careerId: "career-3")
        var results: [InboxFeatureResult] = []
        BaseFeatureCoordinator<Void>().startChild(coordinator) { results.append($0) }
        #expect(container.mockInteractorFactory.mockInboxInteractor.creations == ["career-3"])
        #expect(container.mockNavigationCoordinator.lastScreen is InboxView)
        container.mockInteractorFactory.mockInboxInteractor.delegate?.inboxInteractorDidRequestClose()
        #expect(results == [.closed])
    }

    @Test("every unread count the interactor reports is passed on to the hub")
    func unreadCount() {
        let coordinator = container.makeInboxCoordinator()
        var counts: [Int] = []
        coordinator.onUnreadCount = { counts.append($0) }
        coordinator.start()
        let delegate = container.mockInteractorFactory.mockInboxInteractor.delegate
        delegate?.inboxInteractorDidCountUnread(3)
        delegate?.inboxInteractorDidCountUnread(0)
        #expect(counts == [3, 0])
    }
}
