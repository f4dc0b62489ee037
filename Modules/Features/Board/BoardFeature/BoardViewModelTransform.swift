import ClubBoard
import DataManaging
import DesignSystem
import GameModels

/// Turns the Board screen's state into its view model.
@MainActor
public protocol BoardViewModelTransformProtocol {
    func transform(_ state: BoardScreenState) -> BoardViewModel
}

/// The one place the Board screen's text is formatted: the club's standing and the board's expectation, its
/// warning or the sack, each offer's club, division and reason.
public struct BoardViewModelTransform: BoardViewModelTransformProtocol {
    public init() {}

    public func transform(_ state: BoardScreenState) -> BoardViewModel {
        var viewModel = BoardViewModel(isLoading: state.isLoading, errorMessage: state.errorMessage,
                                       selectedIndex: state.selectedIndex, application: state.application,
                                       notice: state.notice)
        guard let status = state.status else { return viewModel }
        viewModel.headline = "\(status.clubName) · \(StrengthRank.standing(rank: status.rank, of: status.clubs))"
            + " · the board expects: \(status.expectation.words)"
        viewModel.confidence = status.state.confidence
        if status.state.sacked {
            viewModel.verdict = "Sacked by \(status.clubName). Accept an offer to carry on."
        } else if status.state.warned {
            viewModel.verdict = "The board has warned you: if its confidence runs out, you will be sacked."
        }
        viewModel.offers = status.offers.map { offer in
            BoardViewModel.Offer(club: "\(offer.clubName) · \(offer.divisionName) (tier \(offer.tier))",
                                 detail: "\(Self.reason(offer.occasion)) · "
                                     + DateText.dayMonthYear(day: offer.date.day, month: offer.date.month,
                                                             year: offer.date.year))
        }
        if status.offers.isEmpty {
            viewModel.noOffers = "No job offers. A strong season brings them; press a to apply to a club."
        }
        return viewModel
    }

    private static func reason(_ occasion: OfferOccasion) -> String {
        switch occasion {
        case .sacking: "after your sacking"
        case .strongSeason: "after a strong season"
        case .application: "you applied"
        }
    }
}
