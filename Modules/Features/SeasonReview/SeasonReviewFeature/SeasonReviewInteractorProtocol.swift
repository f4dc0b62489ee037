/// The whole Season Review interactor: the coordinator's side and the view's side.
public protocol SeasonReviewInteractorProtocol: SeasonReviewBusinessLogic & SeasonReviewViewPresenter {}
