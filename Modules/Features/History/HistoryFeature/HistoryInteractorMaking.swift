/// The History feature's slice of the interactor factory.
@MainActor
public protocol HistoryInteractorMaking {
    func makeHistoryInteractor(careerId: String) -> any HistoryInteractorProtocol
}
