import DataManaging
import GameModels
import Persistence
import SeasonEngine

/// Turns a rollover's outcome into what the user reads at a season's end: the pyramid's honours and, for
/// his club, where it finished and who came, stayed and went.
enum SeasonEndSummaryBuilder {
    static func summary(context: SeasonContext, before: [Player], outcome: SeasonRolloverOutcome,
                        standings: [String: [Standing]], newSeasonLabel: String,
                        cup: CareerHistory.CupFinal?) -> SeasonEndSummary {
        let userTeamId = context.career.userTeamId
        let names = Dictionary((before + outcome.youthIntake + outcome.players).map { ($0.id, $0.fullName) },
                               uniquingKeysWith: { first, _ in first })
        let beforeById = Dictionary(before.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let userDivision = context.teams.first { $0.id == userTeamId }?.divisionId ?? ""
        let newDivision = outcome.teams.first { $0.id == userTeamId }?.divisionId ?? userDivision
        let isUser = { (id: String) in beforeById[id]?.teamId == userTeamId }
        let finalSquad = outcome.players.filter { $0.teamId == userTeamId }
        let titles: [SeasonAward.Kind: String] = [.topScorer: "Top scorer", .playerOfTheSeason: "Player of the season",
                                                  .youngPlayer: "Young player"]
        return SeasonEndSummary(
            finishedSeasonLabel: context.season.label, newSeasonLabel: newSeasonLabel,
            champions: outcome.champions(of: context.divisions, standings: standings, year: context.season.year,
                                         clubName: context.clubName),
            promoted: outcome.moves.filter(\.promoted).map { context.clubName($0.teamId) },
            relegated: outcome.moves.filter { !$0.promoted }.map { context.clubName($0.teamId) },
            awards: outcome.awards.map { award in
                SeasonEndSummary.Award(title: titles[award.kind] ?? award.kind.rawValue,
                                       tier: context.tier(ofDivision: award.divisionId), playerId: award.playerId,
                                       playerName: names[award.playerId] ?? award.playerId,
                                       clubName: context.clubName(award.teamId), value: award.value)
            },
            userPosition: standings[userDivision]?.first { $0.teamId == userTeamId }?.position ?? 0,
            userFinishedDivision: context.division(userDivision)?.name ?? userDivision,
            userNewDivision: context.division(newDivision)?.name ?? newDivision,
            userRetired: outcome.retired.filter { isUser($0.id) }.map { "\($0.fullName) (\($0.age))" },
            userYouthIntake: finalSquad.filter { player in outcome.youthIntake.contains { $0.id == player.id } }
                .map { "\($0.fullName) (\($0.age), \($0.position.rawValue))" },
            userReleased: outcome.releasedIds.filter(isUser).map { names[$0] ?? $0 },
            userRenewed: outcome.renewedIds.filter(isUser).map { names[$0] ?? $0 },
            userSigned: outcome.signings.filter { $0.teamId == userTeamId }.map { names[$0.playerId] ?? $0.playerId },
            userLeft: outcome.signings.filter { isUser($0.playerId) && $0.teamId != userTeamId }
                .map { "\(names[$0.playerId] ?? $0.playerId) (to \(context.clubName($0.teamId)))" },
            cup: cup)
    }
}
