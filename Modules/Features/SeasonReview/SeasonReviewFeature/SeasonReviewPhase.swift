/// Where the Season Review stands: the final table and the contract decisions, the season's end being
/// written, then what it brought.
public enum SeasonReviewPhase: Equatable, Sendable {
    case loading
    case decisions
    case starting
    case summary
}
