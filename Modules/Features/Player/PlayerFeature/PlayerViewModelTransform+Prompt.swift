import DataManaging
import DesignSystem

/// The prompt line's texts: a contract question with the keys that answer it, or how the last one ended.
extension PlayerViewModelTransform {
    static func prompt(question: PlayerContractQuestion?, outcome: PlayerContractOutcome?) -> PlayerPromptViewModel? {
        switch (question, outcome) {
        case (.renewal(let demand)?, _):
            PlayerPromptViewModel(text: "He asks \(terms(demand)) · Enter accepts, Esc cancels",
                                  answer: .acceptOrCancel)
        case (.release(let terms)?, _):
            PlayerPromptViewModel(text: "Release him and pay \(MoneyText.amount(terms.payOff)) "
                                      + "(\(weeks(terms.weeksLeft)) of wages left)? y/N", answer: .yesOrNo)
        case (nil, .renewed(let demand)?):
            PlayerPromptViewModel(text: "Contract renewed: \(terms(demand))", answer: .none)
        case (nil, .released(let terms)?):
            PlayerPromptViewModel(text: "Released to the free agents: \(MoneyText.amount(terms.payOff)) paid up",
                                  answer: .none)
        case (nil, .refused(let reason)?):
            PlayerPromptViewModel(text: reason, answer: .none, isRefusal: true)
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
