/// What the coordinator sees of the MatchDay interactor.
@MainActor
public protocol MatchDayBusinessLogic: AnyObject {
    var delegate: (any MatchDayInteractorDelegate)? { get set }
}
