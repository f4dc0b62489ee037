@testable import CareerUseCases
import DataManaging
import Foundation
import GRDB
@testable import Persistence
import Testing
import TestSupport

/// Issue #38: what the checks accept can be played. A file of a shape `advance` would then refuse on every try — a live
/// match with a side the engine refuses, a current season that is not the latest, a cup that is not a bracket — is
/// refused at the door with the reason, and the game's own careers pass.
struct PlayableShapeTests {
    /// The Owls' season world after `days` match days (its cup drawn from the first), then `sql` applied to the file;
    /// returns why a listing finds it unreadable, or nil.
    private func reason(after days: AdvanceRequest = .matchDays(1), _ sql: String) async throws -> String? {
        try await withTemporaryDirectory { directory in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            _ = try await manager.advance(careerId: "owls", days)
            try await DatabaseQueue(path: CareerDatabase.fileURL(slot: "owls", in: directory).path)
                .writeWithoutTransaction { db in try db.execute(sql: sql) }
            guard case .unreadable(let reason) = try await seasonManager(directory).listCareers().first?.status else {
                return nil
            }
            return reason
        }
    }

    /// A live match of the Owls on match day 2 whose starters are `starters` (SQL selecting ids) in `formation`.
    private static func liveMatch(formation: String, starters: String) -> String {
        """
        INSERT INTO live_match SELECT c.id, 2, json_object('formation', '\(formation)', 'bench', json_array(),
            'starters', (SELECT json_group_array(id) FROM (\(starters)))), '[]', 0 FROM career c
        """
    }

    /// One keeper and ten outfield players of the Owls.
    private static let oneKeeper = """
        SELECT id FROM (SELECT id, position, row_number() OVER (PARTITION BY position = 'GK' ORDER BY id) AS n
                        FROM player WHERE teamId = 't-owls')
        WHERE position <> 'GK' OR n = 1 ORDER BY position = 'GK' DESC, id LIMIT 11
        """

    @Test func aLiveMatchWithAPlayableSideIsAccepted() async throws {
        #expect(try await reason(Self.liveMatch(formation: "4-4-2", starters: Self.oneKeeper)) == nil)
    }

    @Test(arguments: [
        liveMatch(formation: "9-9-9", starters: oneKeeper),
        liveMatch(formation: "4-4-2", starters: "SELECT id FROM player WHERE teamId = 't-owls' ORDER BY position = 'GK' DESC, id LIMIT 11"),
        "UPDATE player SET injuryMatchDays = 3 WHERE teamId = 't-owls';" + liveMatch(formation: "4-4-2", starters: oneKeeper),
    ])
    func aLiveMatchWithASideTheEngineRefusesIsRefused(sql: String) async throws {
        let found = try #require(try await reason(sql))
        #expect(found.hasPrefix("stored data is invalid: live_match 'owls' lineUp is "), "\(found)")
    }

    @Test func aCurrentSeasonThatIsNotTheLatestIsRefused() async throws {
        let found = try await reason("INSERT INTO season (id, leagueId, year) SELECT 'later', leagueId, year + 1 FROM season")
        #expect(found == "stored data is invalid: season 'later' (2027) is not before the current season")
    }

    /// The cup played to its final: the game's own bracket passes, each kind of broken one is named.
    @Test func theGamesOwnCupPasses() async throws {
        #expect(try await reason(after: .toSeasonEnd, "SELECT 1") == nil)
    }

    @Test(arguments: [
        // A club in two ties of the first round (another club's place taken).
        ("""
         UPDATE cup_tie SET awayTeamId = (SELECT homeTeamId FROM cup_tie c WHERE c.round = 1 ORDER BY c.id LIMIT 1)
         WHERE id = (SELECT id FROM cup_tie WHERE round = 1 ORDER BY id DESC LIMIT 1)
         """, "plays twice in cup round 1"),
        // The final's loser in a second final.
        ("""
         INSERT INTO cup_tie (id, seasonId, round, homeTeamId, awayTeamId, homeTier, awayTier, neutralGround, extraTime)
         SELECT id || '-b', seasonId, round, homeTeamId, awayTeamId, homeTier, awayTier, 1, 0
         FROM cup_tie WHERE round = (SELECT MAX(round) FROM cup_tie)
         """, "plays twice in cup round"),
        // A first-round loser back in the last round, against a club nobody drew.
        ("""
         UPDATE cup_tie SET homeTeamId = (
             SELECT CASE WHEN homeGoals > awayGoals OR (homeGoals = awayGoals AND coalesce(homePenalties, -1)
                 > coalesce(awayPenalties, -1)) THEN awayTeamId ELSE homeTeamId END
             FROM cup_tie WHERE round = 1 ORDER BY id LIMIT 1)
         WHERE round = (SELECT MAX(round) FROM cup_tie)
         """, "lost in cup round 1 and plays round"),
    ])
    func aCupThatIsNotABracketIsRefused(sql: String, problem: String) async throws {
        let found = try #require(try await reason(after: .toSeasonEnd, sql))
        #expect(found.hasPrefix("stored data is invalid: ") && found.contains(problem), "\(found)")
    }
}
