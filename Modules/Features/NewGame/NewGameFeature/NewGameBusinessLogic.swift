import DataManaging

/// What the coordinator sees of the interactor.
@MainActor
public protocol NewGameBusinessLogic: AnyObject {
    var delegate: (any NewGameInteractorDelegate)? { get set }
    /// The club chosen in the team picker; nil (cancelled) keeps the previous choice.
    func didPickTeam(_ club: WorldPreview.Club?)
}
