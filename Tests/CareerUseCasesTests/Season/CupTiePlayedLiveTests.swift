@testable import CareerUseCases
import DataManaging
import Foundation
import GameModels
import GRDB
@testable import Persistence
import Testing
import TestSupport

/// The user's cup tie in the game: the league day before it leaves its round to play, the Match day tab's next
/// match is the tie, he kicks it off and manages it live, and its round is stored when he finishes it — the same
/// round the match day would have played with it.
struct CupTiePlayedLiveTests {
    /// Plays match days as the game does until the next match is the user's cup tie; returns its preview.
    private func playToCupTie(_ manager: SQLiteDataManager) async throws -> MatchDayPreview {
        for _ in 0..<40 {
            let preview = try await manager.nextMatchDay(careerId: "owls")
            if preview.userMatch?.cupRoundName != nil { return preview }
            _ = try await manager.playMatchDay(careerId: "owls", matchDay: preview.matchDay, lineUp: nil)
        }
        throw InjectedFault()
    }

    @Test func theTieIsTheNextMatchAndItsRoundIsStoredWhenHeFinishesIt() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let preview = try await playToCupTie(manager)
            let userMatch = try #require(preview.userMatch)
            let cup = try await manager.cup(careerId: "owls", year: nil)
            let round = try #require(cup.rounds.last)
            let tie = try #require(round.ties.first { $0.teamIds.contains(cup.userTeamId) })
            #expect(!tie.isPlayed && round.ties.allSatisfy { !$0.isPlayed }, "the round waits for the user")
            #expect(userMatch.matchId == tie.id && userMatch.cupRoundName == round.name)
            #expect(userMatch.divisionName == CupNames.cup)
            let summary = try await manager.careerSummary(careerId: "owls")
            #expect(summary.date == preview.date, "the calendar stands on the tie's midweek day")
            await #expect(throws: DataError.self, "no league day before the tie") {
                try await manager.playMatchDay(careerId: "owls", matchDay: preview.matchDay + 1, lineUp: nil)
            }

            let live = try await manager.startLiveMatch(careerId: "owls", matchDay: preview.matchDay,
                                                        lineUp: userMatch.user.suggestedLineUp, instruction: .hold)
            #expect(live.match.format.needsWinner && live.userMatch.cupRoundName == round.name)
            #expect(live.latestScores.count == round.ties.count - 1, "the round's other ties")
            let resumed = try #require(try await seasonManager(directory).liveMatch(careerId: "owls"))
            #expect(resumed.match.report == live.match.report, "a restart resumes the tie, not the league match")

            let played = try await manager.finishLiveMatch(careerId: "owls")
            let report = try #require(played.userMatch)
            #expect(report.matchId == tie.id && played.results.count == round.ties.count)
            let after = try await manager.cup(careerId: "owls", year: nil)
            let stored = try #require(after.rounds.flatMap(\.ties).first { $0.id == tie.id })
            #expect(stored.homeGoals == report.homeGoals && stored.awayGoals == report.awayGoals)
            #expect(stored.extraTime == report.extraTime && (stored.homePenalties != nil) == (report.shootout != nil))
            #expect(after.rounds.first { $0.name == round.name }?.ties.allSatisfy(\.isPlayed) == true)
            #expect(try await manager.liveMatch(careerId: "owls") == nil)
            let next = try await manager.nextMatchDay(careerId: "owls")
            #expect(next.matchDay == preview.matchDay + 1 && next.userMatch?.cupRoundName == nil)
            #expect(try await manager.careerSummary(careerId: "owls").date == next.date)
        }
    }

    @Test func advancePlaysARoundTheGameLeftBeforeItsDays() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let preview = try await playToCupTie(manager)
            let result = try await manager.advance(careerId: "owls", .matchDays(1))
            #expect(result.days.count == 2)
            #expect(result.days.first?.playedLeague == false && result.days.first?.cupResult != nil)
            #expect(result.days.first?.matchDay == preview.matchDay && result.days.first?.date == preview.date)
            #expect(result.days.last?.playedLeague == true && result.days.last?.matchDay == preview.matchDay + 1)
        }
    }

    /// The round left for the manager, played by the assistant, is the round the match day plays with it: the
    /// same ties, scores and next draw, conditions and money.
    @Test func theRoundLeftToPlayIsTheRoundTheDayWouldHavePlayed() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager, slot: "owls")
            try await startSeasonCareer(manager, slot: "twin")
            let preview = try await playToCupTie(manager)
            _ = try await manager.advance(careerId: "owls", .matchDays(1))
            for _ in 1...preview.matchDay {
                try ruleCheckingQueue(CareerDatabase.fileURL(slot: "twin", in: directory)).write { db in
                    _ = try MatchDayPlayer.play(slot: "twin", requested: nil, lineUp: nil, assistantTrades: false,
                                                managerPlaysCupTie: false, in: db, afterMatchWritten: { _ in })
                }
            }
            _ = try await manager.advance(careerId: "twin", .matchDays(1))
            let worlds = try ["owls", "twin"].map { slot in
                try DatabaseQueue(path: CareerDatabase.fileURL(slot: slot, in: directory).path).read { db in
                    try [
                        String.fetchAll(db, sql: """
                            SELECT id || ' ' || round || ' ' || ifnull(homeGoals, '-') || ' ' || ifnull(awayGoals, '-')
                                || ' ' || extraTime || ' ' || ifnull(homePenalties, '-') FROM cup_tie ORDER BY id
                            """),
                        String.fetchAll(db, sql: """
                            SELECT id || ' ' || fitness || ' ' || injuryMatchDays || ' ' || suspensionMatchDays
                            FROM player ORDER BY id
                            """),
                        String.fetchAll(db, sql: "SELECT id || ' ' || budget FROM team ORDER BY id"),
                    ]
                }
            }
            #expect(worlds[0][0].count > 0 && worlds[0][0] == worlds[1][0], "the cup")
            #expect(worlds[0][1] == worlds[1][1], "the players' conditions")
            #expect(worlds[0][2] == worlds[1][2], "every club's money")
        }
    }

    /// A coach who changed clubs with a round left (sacked, then hired elsewhere) has no tie in it to play: the next
    /// day plays that round first.
    @Test func aRoundLeftWithoutTheUsersTiePlaysBeforeTheNextDay() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            let preview = try await playToCupTie(manager)
            let cup = try await manager.cup(careerId: "owls", year: nil)
            let round = try #require(cup.rounds.last)
            let elsewhere = try #require(try await manager.leagueOverview(careerId: "owls").divisions
                .flatMap(\.table.rows).map(\.teamId).first { team in !round.ties.contains { $0.teamIds.contains(team) } })
            try DatabaseQueue(path: CareerDatabase.fileURL(slot: "owls", in: directory).path).write { db in
                try db.execute(sql: "UPDATE career SET userTeamId = ?", arguments: [elsewhere])
            }
            let next = try await seasonManager(directory).nextMatchDay(careerId: "owls")
            #expect(next.matchDay == preview.matchDay + 1 && next.userMatch?.cupRoundName == nil)
            _ = try await seasonManager(directory).playMatchDay(careerId: "owls", matchDay: next.matchDay, lineUp: nil)
            let after = try await seasonManager(directory).cup(careerId: "owls", year: nil)
            #expect(after.rounds.first { $0.name == round.name }?.ties.allSatisfy(\.isPlayed) == true)
        }
    }
}
