import DataManaging
import Economy
import GameModels
import Persistence

/// The inbox messages of the market: a signing the user made, a bid for one of his players, a sale.
enum TransferMessages {
    static func signed(_ line: TransferLine, playerId: String, date: GameDate) -> InboxDraft {
        let from = line.fromClubName.map { "from \($0) for \(Pounds.text(line.fee))" } ?? "as a free agent"
        return InboxDraft(date: date, kind: .transfer, subject: "\(line.playerName) signs",
                          body: "\(line.playerName) joins \(line.toClubName) \(from), on \(Pounds.text(line.weeklyWage)) "
                              + "a week for \(line.seasons) season\(line.seasons == 1 ? "" : "s") after this one.",
                          playerId: playerId)
    }

    static func bidReceived(player: Player, club: String, fee: Int, teamId: String, date: GameDate) -> InboxDraft {
        InboxDraft(date: date, kind: .transfer, subject: "\(club) bid for \(player.fullName)",
                   body: "\(club) offer \(Pounds.text(fee)) for \(player.fullName). Accept, reject or ask for more "
                       + "before the window shuts.",
                   playerId: player.id, teamId: teamId)
    }

    static func sold(_ line: TransferLine, playerId: String, date: GameDate) -> InboxDraft {
        InboxDraft(date: date, kind: .transfer, subject: "\(line.playerName) sold",
                   body: "\(line.playerName) leaves for \(line.toClubName) for \(Pounds.text(line.fee)).",
                   playerId: playerId)
    }
}
