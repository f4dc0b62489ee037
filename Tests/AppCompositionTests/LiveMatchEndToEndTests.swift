@testable import AppComposition
import Foundation
import GameTerminal
import Testing

/// The user's match managed while it is played, through the real game in script mode: a substitution made
/// while paused, nothing of the day shown elsewhere before full time, and a quit in the middle that a new
/// run resumes at the same minute with the same change.
@MainActor
@Suite struct LiveMatchEndToEndTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("supersoccer-live-\(UUID().uuidString)")

    private func play(_ script: String) async throws -> [String] {
        var frames: [String] = []
        let container = DependencyContainer(dataDirectory: directory, seed: 7)
        await GameSession.play(container: container, input: .script(try ScriptInput.parse(script))) { frames.append($0) }
        return frames
    }

    /// The minute on the live screen's score line (` RUM 0–0 GIG   13'`).
    private func minute(_ frame: String) -> String? {
        frame.firstMatch(of: /\d–\d [A-Z]{3}\s+(\d+(\+\d+)?)'/).map { String($0.output.1) }
    }

    @Test func aQuitInTheMiddleResumesAtTheSameMinuteWithTheSameChanges() async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let newCareer = "enter\ntype:Ada\ndown\ntype:Whistle\ndown\nenter\nenter\ndown\ndown\nenter\n"
        // Kick off, watch four events, pause, take off the last forward, bring on the first substitute,
        // play on one event, look at the League, come back and quit.
        let first = try await play(newCareer + "tab\ntab\nenter\nright\nright\nright\nright\nspace\n"
            + String(repeating: "down\n", count: 10) + "enter\nenter\nspace\nright\ntab\nbacktab\nq\ny\n")
        let paused = try #require(first.first { $0.contains("Subs left 5 · Stops left 3") })
        #expect(paused.contains("enter take off"))
        let afterChange = try #require(first.last { $0.contains("Subs left 4 · Stops left 2") })
        #expect(afterChange.contains("SUB"))
        let league = try #require(first.last { $0.hasPrefix("=== League") })
        #expect(league.range(of: #"\*\s+0\s+0\s+0\s+0\s"#, options: .regularExpression) != nil,
                "the League shows nothing of the match day before full time")
        #expect(league.contains("2026-08-01"))
        let beforeQuit = try #require(first.last { $0.hasPrefix("=== Match day") })
        let reached = try #require(minute(beforeQuit))

        // A new run: Continue, the Match day tab opens the match where it was; paused, it has the change made.
        let second = try await play("down\nenter\nenter\ntab\ntab\nspace\nspace\ns\nenter\n")
        let resumed = try #require(second.first { $0.hasPrefix("=== Match day") && minute($0) != nil })
        #expect(minute(resumed) == reached)
        let pausedAgain = try #require(second.first { $0.contains("Subs left") })
        #expect(pausedAgain.contains("Subs left 4 · Stops left 2"))
        let report = try #require(second.last)
        #expect(report.contains("Full time · Match day 1") && report.contains("2026-08-08"))
    }
}
