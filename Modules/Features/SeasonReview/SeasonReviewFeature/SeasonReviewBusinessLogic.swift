/// What the coordinator sees of the Season Review interactor.
@MainActor
public protocol SeasonReviewBusinessLogic: AnyObject {
    var delegate: (any SeasonReviewInteractorDelegate)? { get set }
}
