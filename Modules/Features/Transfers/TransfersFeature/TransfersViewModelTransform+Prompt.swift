import DataManaging
import DesignSystem

/// The prompt line's texts: what is being typed with what Enter does, or how the last action ended.
extension TransfersViewModelTransform {
    /// `pricing`: the market's, said above a bid so its answer is no surprise.
    static func input(_ input: TransfersInput, pricing: BidPricing?) -> TransfersViewModel.Input {
        let cancel = " · Esc cancels"
        switch input.purpose {
        case .bid(_, let name, let club):
            return .init(label: "Fee for \(name) (\(club))", text: input.text, hint: "Enter bids" + cancel,
                         note: pricing.map(Self.pricingNote))
        case .wage(_, let name, _):
            return .init(label: "Weekly wage for \(name)", text: input.text, hint: "Enter, then seasons" + cancel)
        case .seasons(_, let name, let wage):
            return .init(label: "Seasons for \(name) at \(MoneyText.weekly(wage))", text: input.text,
                         hint: "Enter offers" + cancel)
        case .counter(_, let name):
            return .init(label: "Fee you ask for \(name)", text: input.text, hint: "Enter counters" + cancel)
        case .filter(let filter):
            return .init(label: filterLabel(filter), text: input.text, hint: "Enter searches, empty: any" + cancel)
        }
    }

    static func outcome(_ outcome: TransfersOutcome) -> TransfersViewModel.Outcome {
        switch outcome {
        case .bidAnswered(_, let name, let club, .accepted(let fee)):
            .init("\(club) accept \(MoneyText.amount(fee)) for \(name) · o offers him a contract", tone: .good)
        case .bidAnswered(_, let name, let club, .rejected(let reason)):
            .init("\(club) turn down the bid for \(name): \(reason)", tone: .bad)
        case .bidAnswered(_, let name, let club, .countered(let fee)):
            .init("\(club) want \(MoneyText.amount(fee)) for \(name) · y bids that", tone: .question)
        case .contractAnswered(let name, .signed(let line)):
            .init("\(name) signs: \(MoneyText.weekly(line.weeklyWage)) for \(seasons(line.seasons))"
                      + (line.fee > 0 ? ", fee \(MoneyText.amount(line.fee))" : ", on a free"), tone: .good)
        case .contractAnswered(let name, .rejected(let reason)):
            .init("\(name) turns the offer down: \(reason)", tone: .bad)
        case .bidReplied(let bid):
            replied(bid)
        case .bidClosed(let bid):
            .init("\(bid.biddingClubName)'s bid for \(bid.player.fullName) is \(status(bid.status)) already",
                  tone: .bad)
        case .freeAgentOwesNoFee(let name):
            .init("\(name) is a free agent: no fee is owed · o offers him a contract", tone: .question)
        case .shortlisted(let name, let isOn):
            .init(isOn ? "\(name) is on your shortlist" : "\(name) is off your shortlist", tone: .neutral)
        case .unreadable(let text, let purpose):
            .init("“\(text)” is not \(expected(purpose))", tone: .bad)
        case .refused(let reason):
            .init(reason, tone: .bad)
        }
    }

    private static func replied(_ bid: TransferBid) -> TransfersViewModel.Outcome {
        let name = bid.player.fullName
        let club = bid.biddingClubName
        return switch bid.status {
        case .accepted: .init("\(name) sold to \(club) for \(MoneyText.amount(bid.fee))", tone: .good)
        case .rejected: .init("No deal: \(club)'s bid for \(name) is off", tone: .neutral)
        case .countered(let fee):
            .init("\(club) will not pay \(MoneyText.amount(fee)) for \(name): their bid is off", tone: .neutral)
        case .open: .init("\(club)'s bid for \(name) stays open", tone: .neutral)
        case .expired: .init("The window closed on \(club)'s bid for \(name)", tone: .neutral)
        case .closed: .init("\(name) has joined another club: \(club)'s bid is closed", tone: .neutral)
        }
    }

    /// "A club asks his value — 1.5× for one of its best 11, 0.8× of that when in debt. A bid of 70 % of its price,
    /// or his full value, brings its price back; less is turned down."
    static func pricingNote(_ pricing: BidPricing) -> String {
        "A club asks his value — \(times(pricing.keyPlayerPremium)) for one of its best \(pricing.keyPlayers), "
            + "\(times(pricing.debtDiscount)) of that when in debt. A bid of \(Int((pricing.counterShare * 100).rounded())) % "
            + "of its price, or his full value, brings its price back; less is turned down."
    }

    private static func times(_ factor: Double) -> String {
        factor == factor.rounded() ? "\(Int(factor))×" : "\(factor)×"
    }

    /// What the prompt asked for, as the line says it was not typed.
    private static func expected(_ purpose: TransfersInput.Purpose) -> String {
        switch purpose {
        case .bid, .counter: "a fee: type pounds, as 1200000 or 1.2M"
        case .wage: "a weekly wage: type pounds, as 12000 or 12k"
        case .seasons: "a number of seasons"
        case .filter(.ages): "an age or ages: type 21 or 18-25"
        case .filter(.maximumValue): "a value: type pounds, as 500000 or 0.5M"
        case .filter(.minimumOverall), .filter(.tier), .filter(.club): "a whole number"
        }
    }

    private static func filterLabel(_ filter: TransfersFilter) -> String {
        switch filter {
        case .ages: "Ages (18-25)"
        case .minimumOverall: "Minimum overall"
        case .maximumValue: "Maximum value"
        case .tier: "Tier (1 is the top)"
        case .club: "Club name"
        }
    }

    private static func seasons(_ count: Int) -> String { "\(count) season\(count == 1 ? "" : "s")" }
}
