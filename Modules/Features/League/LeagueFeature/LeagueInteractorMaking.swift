/// The League feature's slice of the interactor factory; the composition root and the test
/// support's mock factory conform to it.
@MainActor
public protocol LeagueInteractorMaking {
    func makeLeagueInteractor(careerId: String) -> any LeagueInteractorProtocol
}
