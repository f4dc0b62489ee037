import DataManaging
import DesignSystem

/// The prompt line's texts: a contract question with the keys that answer it, or how the last one ended.
extension PlayerViewModelTransform {
    static func prompt(question: PlayerContractQuestion?, outcome: PlayerContractOutcome?) -> PlayerPromptViewModel? {
        switch (question, outcome) {
        case (.renewal(let demand)?, _):
            .acceptOrCancel("He asks \(terms(demand)) · Enter accepts, Esc cancels")
        case (.release(let terms)?, _):
            .yesOrNo("Release him and pay \(MoneyText.amount(terms.payOff)) "
                         + "(\(weeks(terms.weeksLeft)) of wages left)? y/N")
        case (nil, .renewed(let demand)?):
            .report("Contract renewed: \(terms(demand))")
        case (nil, .released(let terms)?):
            .report("Released to the free agents: \(MoneyText.amount(terms.payOff)) paid up")
        case (nil, .refused(let reason)?):
            .refusal(reason)
        case (nil, nil):
            nil
        }
    }

    /// "£14.0k/wk until 2031/32 (5 more seasons)".
    private static func terms(_ demand: RenewalDemand) -> String {
        "\(MoneyText.weekly(demand.weeklyWage)) until \(seasonLabel(startingIn: demand.endSeason)) "
            + "(\(demand.seasons) more season\(demand.seasons == 1 ? "" : "s"))"
    }

    private static func weeks(_ count: Int) -> String { "\(count) week\(count == 1 ? "" : "s")" }
}
