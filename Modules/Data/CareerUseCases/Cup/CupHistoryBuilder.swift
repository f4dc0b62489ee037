import DataManaging
import GameModels
import GRDB
import Persistence

/// The cup's part of the record books: every final played, how far the user's club went each season, and the
/// biggest giant-killing (the widest gap in tiers a lower club won across, then the widest margin).
/// The ties and the clubs' names are read once, for both.
struct CupHistoryBuilder {
    private let seasons: [(year: Int, ties: [CupTie])]
    private let names: [String: String]

    /// Every season's cup, or only that of `seasonId`.
    init(seasonId: String? = nil, in db: Database) throws {
        seasons = try Self.seasons(seasonId: seasonId, in: db)
        names = try Self.clubNames(in: db)
    }

    func finals(userTeamId: String) -> [CareerHistory.CupFinal] {
        seasons.compactMap { year, ties in
            let rounds = ties.map(\.round).max() ?? 0
            guard let final = ties.first(where: \.neutralGround), let winner = final.winnerTeamId,
                  let runnerUp = final.loserTeamId else { return nil }
            let lastTie = ties.filter { $0.teamIds.contains(userTeamId) }.max { $0.round < $1.round }
            let run = lastTie.map { tie in
                tie.neutralGround && winner == userTeamId ? "Winners" : CupNames.round(tie.round, of: rounds)
            } ?? "–"
            return CareerHistory.CupFinal(seasonLabel: Self.label(year), winner: names[winner] ?? winner,
                                          runnerUp: names[runnerUp] ?? runnerUp, score: Self.score(final), clubRun: run)
        }
    }

    func biggestGiantKilling() -> CareerHistory.Record? {
        let killings = seasons.flatMap { year, ties in
            ties.compactMap { tie -> (year: Int, tie: CupTie, gap: Int, margin: Int)? in
                guard let winner = tie.winnerTeamId, let home = tie.homeGoals, let away = tie.awayGoals else { return nil }
                let homeWon = winner == tie.homeTeamId
                let gap = homeWon ? tie.homeTier - tie.awayTier : tie.awayTier - tie.homeTier
                return gap > 0 ? (year, tie, gap, homeWon ? home - away : away - home) : nil
            }
        }
        guard let best = killings.max(by: { ($0.gap, $0.margin, -$0.year) < ($1.gap, $1.margin, -$1.year) }) else {
            return nil
        }
        let tie = best.tie
        let holder = "\(names[tie.homeTeamId] ?? tie.homeTeamId) (tier \(tie.homeTier)) \(tie.homeGoals ?? 0)–"
            + "\(tie.awayGoals ?? 0) \(names[tie.awayTeamId] ?? tie.awayTeamId) (tier \(tie.awayTier))"
        let rounds = seasons.first { $0.year == best.year }?.ties.map(\.round).max() ?? tie.round
        return CareerHistory.Record(title: "Biggest giant-killing", holder: holder,
                                    detail: "\(CupNames.round(tie.round, of: rounds)), \(Self.label(best.year))")
    }

    /// "2–1", "1–1 after extra time, 4–3 on penalties", the winner's goals first.
    private static func score(_ tie: CupTie) -> String {
        let homeWon = tie.winnerTeamId == tie.homeTeamId
        let (won, lost) = homeWon ? (tie.homeGoals ?? 0, tie.awayGoals ?? 0) : (tie.awayGoals ?? 0, tie.homeGoals ?? 0)
        return "\(won)–\(lost)" + (tie.settlement.map { " " + $0 } ?? "")
    }

    /// Every season's ties (or `seasonId`'s) by its year, oldest first.
    private static func seasons(seasonId: String?, in db: Database) throws -> [(year: Int, ties: [CupTie])] {
        let years = Dictionary(try SeasonRecord.fetchAll(db).map { ($0.id, $0.year) }, uniquingKeysWith: { first, _ in first })
        let records = try seasonId.map { try CupStore.ties(seasonId: $0, in: db) } ?? CupTieRecord.fetchAll(db)
        let ties = records.compactMap { record in
            years[record.seasonId].map { CupTieTransformer.model(from: record, year: $0) }
        }
        return Dictionary(grouping: ties, by: \.year).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    private static func clubNames(in db: Database) throws -> [String: String] {
        let infos = Dictionary(try TeamInfoRecord.fetchAll(db).map { ($0.id, $0.name) },
                               uniquingKeysWith: { first, _ in first })
        return Dictionary(try TeamRecord.fetchAll(db).map { ($0.id, infos[$0.infoId] ?? $0.id) },
                          uniquingKeysWith: { first, _ in first })
    }

    private static func label(_ year: Int) -> String {
        Season(id: "", leagueId: "", year: year).label
    }
}
