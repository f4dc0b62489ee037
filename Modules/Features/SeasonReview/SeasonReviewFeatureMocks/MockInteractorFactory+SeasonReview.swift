import SeasonReviewFeature
import TestSupport

extension MockInteractorFactory: SeasonReviewInteractorMaking {
    public func makeSeasonReviewInteractor(careerId: String) -> any SeasonReviewInteractorProtocol {
        let interactor = mockSeasonReviewInteractor
        interactor.creations.append(careerId)
        return interactor
    }

    /// The one Season Review interactor this factory hands out.
    public var mockSeasonReviewInteractor: MockSeasonReviewInteractor { mock(MockSeasonReviewInteractor.init) }
}
