@testable import HeadlessCommands
import DataManaging
import Synchronization
import Testing
import TestSupport

/// Long headless runs show their progress on a line of their own (stderr, when it is a terminal), never in
/// what they print.
@MainActor
struct ProgressLineTests {
    /// What a progress line was given, in order.
    private final class Written: Sendable {
        let texts = Mutex<[String]>([])
        var line: ProgressLine { ProgressLine { text in self.texts.withLock { $0.append(text) } } }
        var shown: [String] { texts.withLock { $0 }.map { $0.replacingOccurrences(of: "\r\u{1B}[K", with: "") } }
    }

    @Test func simulateCountsItsSeasonsAndClearsTheLineBeforeItsResult() throws {
        let written = Written()
        let output = try HeadlessSimulation.run(seed: 11, seasons: 2, json: true, progress: written.line)
        #expect(written.shown == ["simulate: generating world 11…", "simulate: season 1 of 2 played",
                                  "simulate: season 2 of 2 played", ""])
        #expect(!output.contains("\u{1B}") && !output.contains("\r"))
    }

    @Test func advanceOfSeveralSeasonsPlaysThemOneAtATimeAndCountsThem() async throws {
        let data = MockMatchDayDataManager()
        data.advanceResult = .success(SeasonFixtures.advanceResult)
        let written = Written()
        let season = HeadlessSeason(matchDays: data, league: MockLeagueDataManager(), history: MockHistoryDataManager())
        let text = try await season.advance(careerId: "career-1", .seasons(3), json: false, progress: written.line)
        #expect(data.advanceRequests.map(\.request) == [.seasons(1), .seasons(1), .seasons(1)])
        #expect(written.shown == ["advance: season 1 of 3…", "advance: season 2 of 3…", "advance: season 3 of 3…", ""])
        // Every day of the three calls is listed, as one call's would be.
        #expect(text.components(separatedBy: "Match day 1 ·").count - 1 == 3)
    }

    @Test func oneSeasonIsOneCallAndShowsNothing() async throws {
        let data = MockMatchDayDataManager()
        data.advanceResult = .success(SeasonFixtures.advanceResult)
        let written = Written()
        let season = HeadlessSeason(matchDays: data, league: MockLeagueDataManager(), history: MockHistoryDataManager())
        _ = try await season.advance(careerId: "career-1", .seasons(1), json: false, progress: written.line)
        #expect(data.advanceRequests.map(\.request) == [.seasons(1)])
        #expect(written.shown.isEmpty)
    }
}
