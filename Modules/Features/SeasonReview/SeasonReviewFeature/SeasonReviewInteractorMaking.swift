/// The Season Review feature's slice of the interactor factory.
@MainActor
public protocol SeasonReviewInteractorMaking {
    func makeSeasonReviewInteractor(careerId: String) -> any SeasonReviewInteractorProtocol
}
