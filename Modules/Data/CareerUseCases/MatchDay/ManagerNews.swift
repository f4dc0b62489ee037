import DataManaging
import Economy
import GameModels
import Persistence

/// What waits on the manager as his career stands — the open bids for his players, his job offers, the board's
/// verdict and his injured players — each as the line that tells it. An advance `untilNews` reads it before and after
/// every day and stops at the first day that brought something new (issue #42: a quiet week took a key a day).
struct ManagerNews: Equatable {
    /// Keyed by what makes each one new: a bid's or offer's id, an injured player's id, the board's verdict.
    private var lines: [String: String]

    init(_ records: ManagerNewsRecords, context: SeasonContext) {
        let squad = records.squad
        let names = Dictionary(squad.map { ($0.id, "\($0.firstName) \($0.lastName)") },
                               uniquingKeysWith: { first, _ in first })
        var lines: [String: String] = [:]
        for bid in records.bids where bid.status == TransferBidStatus.open.rawValue {
            guard let id = bid.id, let name = names[bid.playerId] else { continue }
            lines["bid \(id)"] = "\(context.clubName(bid.biddingTeamId)) bid \(Pounds.text(bid.fee)) for \(name)"
        }
        for offer in records.offers {
            guard let id = offer.id else { continue }
            lines["offer \(id)"] = "\(context.clubName(offer.teamId)) offer you their job"
        }
        if let board = records.board {
            if board.sacked { lines["sacked"] = "the board has sacked you" }
            if board.warned { lines["warned"] = "the board has warned you" }
        }
        for player in squad where player.injuryMatchDays > 0 {
            lines["injured \(player.id)"] = "\(names[player.id] ?? player.id) is injured (out \(player.injuryMatchDays))"
        }
        self.lines = lines
    }

    /// What `after` holds that this did not, in a stable order.
    func arrivals(in after: ManagerNews) -> [String] {
        after.lines.keys.filter { lines[$0] == nil }.sorted().compactMap { after.lines[$0] }
    }
}
