import DataManaging
import Foundation
import GameModels
import Persistence
import SeasonEngine

/// What a season's end posts to the user's inbox, dated the day it ends: the champions of his division,
/// his club's promotion or relegation, the awards his players won, and who of his club retired or came up
/// from the academy.
enum SeasonEndMessages {
    /// The season's end as the messages need it; `before` is every player as the season finished.
    struct End {
        let context: SeasonContext
        let before: [Player]
        let outcome: SeasonRolloverOutcome
        let summary: SeasonEndSummary

        var userTeamId: String { context.career.userTeamId }
        var club: String { context.clubName(userTeamId) }
        var date: GameDate { context.career.currentDate }

        func draft(_ kind: InboxMessage.Kind, _ subject: String, _ body: String, playerId: String? = nil,
                   teamId: String? = nil) -> InboxDraft {
            InboxDraft(date: date, kind: kind, subject: subject, body: body, playerId: playerId,
                       teamId: teamId ?? userTeamId)
        }
    }

    static func messages(_ end: End) -> [InboxDraft] {
        champions(end) + move(end) + awards(end) + retirements(end) + graduates(end)
    }

    private static func champions(_ end: End) -> [InboxDraft] {
        let division = end.context.teams.first { $0.id == end.userTeamId }?.divisionId ?? ""
        guard let champion = end.outcome.champions[division] else { return [] }
        let name = end.summary.userFinishedDivision
        let season = end.summary.finishedSeasonLabel
        guard champion != end.userTeamId else {
            return [end.draft(.champions, "Champions! \(end.club) win \(name)",
                              "\(end.club) finish the \(season) season top of \(name). The open-top bus is booked.")]
        }
        let winner = end.context.clubName(champion)
        return [end.draft(.champions, "\(winner) are champions of \(name)",
                          "\(winner) win \(name) in \(season); \(end.club) finish in position \(end.summary.userPosition).",
                          teamId: champion)]
    }

    private static func move(_ end: End) -> [InboxDraft] {
        guard let move = end.outcome.moves.first(where: { $0.teamId == end.userTeamId }) else { return [] }
        let summary = end.summary
        return [end.draft(move.promoted ? .promotion : .relegation,
                          "\(end.club) \(move.promoted ? "promoted" : "relegated") to \(summary.userNewDivision)",
                          "\(end.club) finish in position \(summary.userPosition) of \(summary.userFinishedDivision) "
                              + "and play the \(summary.newSeasonLabel) season in \(summary.userNewDivision).")]
    }

    private static func awards(_ end: End) -> [InboxDraft] {
        let mine = Set(end.before.filter { $0.teamId == end.userTeamId }.map(\.id))
        return end.summary.awards.filter { mine.contains($0.playerId) }.map { award in
            let division = end.context.divisions.first { $0.tier == award.tier }?.name ?? "tier \(award.tier)"
            let value = award.title == "Top scorer" ? "\(Int(award.value)) goals"
                : "an average rating of \(String(format: "%.2f", award.value))"
            return end.draft(.award, "\(award.playerName): \(award.title) of \(division)",
                             "\(award.playerName) is \(division)'s \(award.title.lowercased()) of "
                                 + "\(end.summary.finishedSeasonLabel), with \(value).",
                             playerId: award.playerId)
        }
    }

    private static func retirements(_ end: End) -> [InboxDraft] {
        let mine = Set(end.before.filter { $0.teamId == end.userTeamId }.map(\.id))
        let retired = end.outcome.retired.filter { mine.contains($0.id) }
        guard let first = retired.first else { return [] }
        return [end.draft(.retirement, retired.count == 1 ? "\(first.fullName) retires" : "\(retired.count) players retire",
                          "Hanging up their boots at \(end.club): " + end.summary.userRetired.joined(separator: ", ") + ".",
                          playerId: retired.count == 1 ? first.id : nil)]
    }

    private static func graduates(_ end: End) -> [InboxDraft] {
        let intake = Set(end.outcome.youthIntake.map(\.id))
        let joined = end.outcome.players.filter { $0.teamId == end.userTeamId && intake.contains($0.id) }
        guard let first = joined.first else { return [] }
        return [end.draft(.academy, joined.count == 1 ? "\(first.fullName) joins from the academy"
                              : "\(joined.count) academy graduates join the squad",
                          "Up from the \(end.club) academy for \(end.summary.newSeasonLabel): "
                              + end.summary.userYouthIntake.joined(separator: ", ") + ".",
                          playerId: joined.count == 1 ? first.id : nil)]
    }
}
