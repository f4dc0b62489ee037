/// The MatchDay feature's slice of the interactor factory; the composition root and the test
/// support's mock factory conform to it.
@MainActor
public protocol MatchDayInteractorMaking {
    func makeMatchDayInteractor(careerId: String) -> any MatchDayInteractorProtocol
}
