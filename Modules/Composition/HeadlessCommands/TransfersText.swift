import DataManaging
import DesignSystem

/// How the transfer commands word the market's states.
enum TransfersText {
    static func window(_ window: TransferMarketStatus.Window) -> String {
        switch window {
        case .open(let name, let closesAfterMatchDay):
            "\(name) open until match day \(closesAfterMatchDay) is played"
        case .closed(let nextName, let opensAtMatchDay?):
            "shut; the \(nextName.lowercased()) opens before match day \(opensAtMatchDay)"
        case .closed(let nextName, nil):
            "shut; the \(nextName.lowercased()) opens with the next season"
        }
    }

    /// The status word scripts read (`--json`), and the fee asked in a counter.
    static func status(_ status: TransferBid.Status) -> (word: String, counterFee: Int?) {
        switch status {
        case .open: ("open", nil)
        case .accepted: ("accepted", nil)
        case .rejected: ("rejected", nil)
        case .countered(let fee): ("countered", fee)
        case .expired: ("expired", nil)
        case .closed: ("closed", nil)
        }
    }

    /// How a listing says a bid for one of the user's players ended: a counter there is his price, which the
    /// bidder would not pay.
    static func incoming(status: String, counterFee: Int?) -> String {
        switch (status, counterFee) {
        case ("countered", let fee?): "would not pay \(MoneyText.amount(fee))"
        case ("closed", _): "closed: he was sold"
        default: status
        }
    }

    static func answer(_ answer: BidAnswer, player: String) -> String {
        switch answer {
        case .accepted(let fee):
            "Fee agreed for \(player): \(MoneyText.amount(fee)). Offer him a contract with `transfers sign`."
        case .rejected(let reason): "Bid rejected: \(reason)"
        case .countered(let fee): "They would sell \(player) for \(MoneyText.amount(fee))."
        }
    }

    static func move(_ line: TransferLine) -> String {
        let from = line.fromClubName ?? "free agent"
        let fee = line.fee == 0 ? "free" : MoneyText.amount(line.fee)
        return "\(line.playerName) (\(line.position.rawValue), \(line.age)): \(from) → \(line.toClubName), \(fee), "
            + "\(MoneyText.weekly(line.weeklyWage)) for \(line.seasons) season\(line.seasons == 1 ? "" : "s") more"
    }
}
