import DataManaging

/// How the interactor tells its coordinator that the flow must move on.
@MainActor
public protocol NewGameInteractorDelegate: AnyObject {
    /// The user wants to choose a club in the world of `seed`; answer with `didPickTeam(_:)`.
    func newGameRequestsTeamPick(seed: UInt64)
    func newGameDidCreateCareer(_ result: CreateNewCareerResult)
    func newGameDidCancel()
}
