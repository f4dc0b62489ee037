@testable import AppComposition
import DataManaging
import Foundation
import GameTerminal
import Navigation
import Testing

/// A career at the end of its first season, played on through the hub in script mode: the match-day tab
/// leads to the Season Review, which starts the next season, and the hub shows its first match day.
@MainActor
@Suite struct SeasonEndEndToEndTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("supersoccer-season-end-\(UUID().uuidString)")

    @Test func theSeasonReviewStartsTheNextSeasonFromTheHub() async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let container = DependencyContainer(dataDirectory: directory, seed: 42)
        let preview = try await container.dataManager.worldPreview(seed: 42)
        let club = try #require(preview.divisions.last?.clubs.first)
        _ = try await container.dataManager.createNewCareer(CreateNewCareerRequest(
            coachFirstName: "Ada", coachLastName: "Whistle", teamId: club.teamId, worldSeed: 42, slot: "ada"))
        _ = try await container.dataManager.advance(careerId: "ada", .toSeasonEnd)

        var frames: [String] = []
        let script = ["down", "enter", "enter", "tab", "tab", "enter", "enter", "enter"].joined(separator: "\n")
        await GameSession.play(container: container, input: .script(try ScriptInput.parse(script))) {
            frames.append($0)
        }
        let titles = frames.map { String($0.prefix(while: { $0 != "\n" })) }
        #expect(titles.suffix(4) == ["=== Match day", "=== Season Review 2026/27", "=== Season Review 2026/27",
                                     "=== Match day"])
        #expect(frames[frames.count - 4].contains("Press Enter for the Season Review"))
        #expect(frames[frames.count - 3].contains("final table"))
        let ended = try #require(frames.dropLast().last)
        #expect(ended.contains("2026/27 is over") && ended.contains("Champions"))
        let newSeason = try #require(frames.last)
        #expect(newSeason.contains("2027/28") && newSeason.contains("Match day 1"))
        #expect(try await container.dataManager.careerSummary(careerId: "ada").seasonLabel == "2027/28")
    }
}
