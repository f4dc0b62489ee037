@testable import CareerUseCases
import DataManaging
import Foundation
import GRDB
@testable import Persistence
import Testing
import TestSupport

/// Issue #42: days pass until there is news. An advance `untilNews` stops at the first day that brought something the
/// manager must see, says what, and never crosses the season's end.
struct AdvanceUntilNewsTests {
    @Test func aSeasonPlayedUntilNewsStopsAtEachPieceOfNewsAndAtTheSeasonsEnd() async throws {
        try await withTemporaryDirectory { directory in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            var played: [Int] = []
            var stops: [[String]] = []
            while stops.last?.last?.hasPrefix("the season is over") != true, stops.count < 50 {
                let result = try await manager.advance(careerId: "owls", .untilNews)
                played += result.days.filter(\.playedLeague).map(\.matchDay)
                #expect(!result.news.isEmpty, "an advance until news stopped without any")
                #expect(result.seasonEnds.isEmpty, "it crossed the season's end")
                stops.append(result.news)
            }
            // Every match day of the season was played once, in order; the last stop is the season's end.
            #expect(played == Array(1...played.count) && played.count == 10)
            #expect(try await manager.advance(careerId: "owls", .untilNews).days.isEmpty)
            // Whatever else stopped it is something new: an injury, a bid, an offer, the board's verdict.
            let kinds = [" is injured (out ", " bid ", " offer you their job", "the board has "]
            for line in stops.joined() where !line.hasPrefix("the season is over") {
                #expect(kinds.contains { line.contains($0) }, "\(line)")
            }
        }
    }

    @Test func newsIsWhatTheDayBrought() async throws {
        try await withTemporaryDirectory { directory in
            let manager = seasonManager(directory)
            try await startSeasonCareer(manager)
            _ = try await manager.advance(careerId: "owls", .matchDays(1))
            let queue = try ruleCheckingQueue(CareerDatabase.fileURL(slot: "owls", in: directory))
            let (before, after) = try await queue.write { db in
                let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
                let read = { try ManagerNews(ManagerNewsRecords.read(teamId: "t-owls", seasonId: context.season.id, in: db),
                                             context: context) }
                let before = try read()
                try db.execute(sql: """
                    UPDATE player SET injuryMatchDays = 3 WHERE id = 't-owls-p3';
                    INSERT INTO job_offer (teamId, occasion, date) VALUES ('t-badgers', 'application', '2026-08-08');
                    UPDATE board_state SET warned = 1
                    """)
                return (before, try read())
            }
            let lines = before.arrivals(in: after)
            #expect(lines.count == 3, "\(lines)")
            #expect(lines.contains("Badger Rovers offer you their job") && lines.contains("the board has warned you"))
            #expect(lines.contains { $0.hasSuffix(" is injured (out 3)") })
            #expect(after.arrivals(in: after).isEmpty)
        }
    }
}
