/// The Team feature's slice of the interactor factory; the composition root and the test
/// support's mock factory conform to it.
@MainActor
public protocol TeamInteractorMaking {
    func makeTeamInteractor(careerId: String, teamId: String) -> any TeamInteractorProtocol
}
