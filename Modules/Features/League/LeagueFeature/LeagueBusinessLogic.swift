/// What the coordinator sees of the League interactor.
@MainActor
public protocol LeagueBusinessLogic: AnyObject {
    var delegate: (any LeagueInteractorDelegate)? { get set }
}
