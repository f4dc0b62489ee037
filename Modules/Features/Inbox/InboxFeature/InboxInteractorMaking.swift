/// The Inbox feature's slice of the interactor factory.
@MainActor
public protocol InboxInteractorMaking {
    func makeInboxInteractor(careerId: String) -> any InboxInteractorProtocol
}
