import InboxFeature
import TestSupport

extension MockInteractorFactory: InboxInteractorMaking {
    public func makeInboxInteractor(careerId: String) -> any InboxInteractorProtocol {
        let interactor = mockInboxInteractor
        interactor.creations.append(careerId)
        return interactor
    }

    /// The one Inbox interactor this factory hands out.
    public var mockInboxInteractor: MockInboxInteractor { mock(MockInboxInteractor.init) }
}
