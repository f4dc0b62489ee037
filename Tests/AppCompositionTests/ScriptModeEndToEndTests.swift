@testable import AppComposition
import Foundation
import GameTerminal
import Navigation
import Testing

/// Runs the real game (SQLite in a temporary folder) in script mode, as `supersoccer play --script` does.
@MainActor
@Suite struct ScriptModeEndToEndTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("supersoccer-e2e-\(UUID().uuidString)")

    private func play(_ script: String, seed: UInt64 = 7) async throws -> [String] {
        var frames: [String] = []
        let container = DependencyContainer(dataDirectory: directory, seed: seed)
        await GameSession.play(container: container, input: .script(try ScriptInput.parse(script))) { frames.append($0) }
        return frames
    }

    private func titles(_ frames: [String]) -> [String] {
        frames.map { String($0.prefix(while: { $0 != "\n" })) }
    }

    @Test func newCareerThenQuitThenContinueLandsOnTheSameSquad() async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let first = try await play("""
            enter
            type:Ada
            down
            type:Whistle
            down
            enter
            enter
            down
            down
            enter
            q
            y
            """)
        #expect(titles(first) == ["=== Main Menu"] + Array(repeating: "=== New Career", count: 5)
            + ["=== Choose Your Club"] + Array(repeating: "=== New Career", count: 3) + ["=== Squad", "=== Quit?"])
        let squad = try #require(first.first { $0.hasPrefix("=== Squad") })
        #expect(squad.contains("Coach Ada Whistle"))

        // A new run over the same data directory: Continue lists the career and opens the same squad.
        let second = try await play("""
            down
            enter
            enter
            """)
        #expect(titles(second) == ["=== Main Menu", "=== Main Menu", "=== Main Menu", "=== Squad"])
        #expect(second[0].contains("Continue  (1 career)"))
        #expect(second[2].contains("Ada Whistle"))
        #expect(second[3] == squad)
    }

    @Test func exportInTheGameThenImportFromTheMenuOpensTheSameSquad() async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try await play("enter\ntype:Ada\ndown\ntype:Whistle\ndown\nenter\nenter\ndown\ndown\nenter\nx\n")
        let exported = directory.appendingPathComponent("exports/career-1.sssave")
        // A long path is wrapped over lines, broken inside the path where it must be.
        let lastFrame = try #require(first.last)
        #expect(lastFrame.contains("\nSaved to\n"))
        #expect(lastFrame.replacingOccurrences(of: "\n", with: "").contains(exported.path))
        #expect(FileManager.default.fileExists(atPath: exported.path))
        let squad = try #require(first.first { $0.hasPrefix("=== Squad") })

        // The same file under the existing career's name is not installed silently: the game offers "import as".
        let importPath = ["down", "down", "enter", "type:\(exported.path)", "enter"]
        let second = try await play((importPath + ["enter", "enter"]).joined(separator: "\n"))
        #expect(second[5].contains("! career 'career-1' already exists"))
        #expect(second[5].contains("▶ Import as: [career-1-2_"))
        #expect(second[6].contains("Imported career 'career-1-2'"))
        #expect(second.last == squad)

        // Or it replaces the career, once asked and answered with y.
        let third = try await play((importPath + ["down", "enter", "y"]).joined(separator: "\n"))
        #expect(third[7].contains("Replace career 'career-1' with this save?"))
        #expect(third[8].contains("Imported career 'career-1'"))
        #expect(third[8].contains("Continue  (2 careers)") || third[8].contains("career-1-2"))
    }

    @Test func aSeedTypedOnNewCareerMakesTheSameWorldAsTheSameSeedGivenToTheGame() async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = "enter\ntype:Ada\ndown\ntype:Whistle\n"
        let pickAndStart = "up\nenter\nenter\ndown\ndown\nenter\n"
        // The game draws seed 7; the player types 2026 over it (and a letter the field leaves out).
        let typed = try await play(names + "down\ndown\n" + String(repeating: "backspace\n", count: 1)
                                   + "type:2026x\n" + pickAndStart)
        let seedFrame = try #require(typed.first { $0.contains("World seed: [2026_") })
        #expect(seedFrame.contains("Same seed, same world"))
        #expect(seedFrame.contains("! Left out 1 character: a seed takes digits only"))

        try FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let given = try await play(names + "down\n" + pickAndStart.dropFirst(3), seed: 2026)
        let chooser = { (frames: [String]) in frames.first { $0.hasPrefix("=== Choose Your Club") } }
        let typedChooser = try #require(chooser(typed))
        #expect(typedChooser == chooser(given))
        let squad = try #require(typed.last)
        #expect(squad.hasPrefix("=== Squad"))
        #expect(typed.last == given.last)
    }

    @Test func escFromTheSquadAsksAndNoStaysWhileYesReturnsToTheMenu() async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = try await play("enter\ntype:Bo\ndown\ntype:Smith\ndown\nenter\nenter\ndown\ndown\nenter\nesc\nn\nesc\ny\n")
        #expect(titles(frames).suffix(5) == ["=== Squad", "=== Leave the career?", "=== Squad", "=== Leave the career?",
                                            "=== Main Menu"])
    }

    @Test func aMatchDayIsPlayedFromTheMatchDayTabAndTheLeagueCountsIt() async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let newCareer = "enter\ntype:Ada\ndown\ntype:Whistle\ndown\nenter\nenter\ndown\ndown\nenter\n"
        // World 8 has news of the pyramid on its first match day (about one day in three has some).
        let frames = try await play(newCareer + "tab\ntab\nenter\ns\nenter\nc\ntab\ntab\ntab\ntab\ntab\ntab\ntab\ntab\n",
                                    seed: 8)
        let played = Array(frames.suffix(14))
        #expect(titles(played) == ["=== League", "=== Match day", "=== Match day", "=== Match day", "=== Match day",
                                   "=== Match day", "=== Transfers", "=== Finances", "=== History", "=== Inbox",
                                   "=== Board", "=== Cup", "=== Squad", "=== League"])
        let (preview, kickOff, fullTime, report, next, league) =
            (played[1], played[2], played[3], played[4], played[5], played[13])
        // Match day 1 drew the cup's first round: the Cup tab shows it.
        #expect(played[11].contains("The Gravy Boat Cup 2026/27") && played[11].contains("Round 1"))
        // The day moved the club's money: one week on the Finances tab.
        #expect(played[7].contains("1 Aug 2026") && played[7].contains("Balance"))
        // The day's messages (at least one silly event of the pyramid) are counted in the tab bar as soon as
        // the day is stored, and listed unread in the Inbox.
        #expect(Self.unreadCount(in: report) > Self.unreadCount(in: kickOff))
        #expect(played[9].contains("unread of") && played[9].contains("● 1 Aug 2026"))
        #expect(played[8].contains("No season has finished yet"))
        // The market is open before the season's third match day, and the board judges the first result.
        #expect(played[6].contains("window") && played[10].contains("Confidence"))
        #expect(preview.contains("Match day 1 ·") && preview.contains("enter kick off"))
        #expect(preview.contains("2026-08-01"))
        // Nothing of the day is stored before full time: the title bar keeps the match day's date until the
        // report, when the day is saved and the calendar moves on a week.
        #expect(kickOff.contains("2026-08-01") && kickOff.contains(" 0'"))
        #expect(fullTime.contains("Full time — press Enter for the match report"))
        #expect(report.contains("Full time · Match day 1") && report.contains("2026-08-08"))
        #expect(next.contains("Match day 2 ·"))
        // The League tab reloads on appearing: the user's club (marked *) has played one.
        #expect(league.range(of: #"\*\s+1\s+\d\s+\d\s+\d\s"#, options: .regularExpression) != nil)
    }

    /// Issue #42 item 1: the Match day tab loaded before a player left kept him in its line-up, and kick-off failed
    /// with "invalid line-up: player … is not in the squad" until the career was left.
    @Test func aPlayerReleasedAfterTheMatchDayTabLoadedIsNoLongerInItsLineUp() async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let newCareer = "enter\ntype:Ada\ndown\ntype:Whistle\ndown\nenter\nenter\ndown\ndown\nenter\n"
        // The Match day tab first, then the Squad's first player (the eleven's goalkeeper) released from his profile.
        let frames = try await play(newCareer + "tab\ntab\nbacktab\nbacktab\nenter\nu\ny\nesc\ntab\ntab\nenter\n")
        let before = try #require(frames.first { $0.hasPrefix("=== Match day") })
        let profile = try #require(frames.last { $0.contains("y release") })
        let released = String(try #require(profile.split(separator: "\n").first).dropFirst("=== ".count))
        #expect(before.contains("XI   GK  \(released)"))
        #expect(frames.contains { $0.contains("Released to the free agents") })
        let lineUp = frames[frames.count - 2]
        #expect(lineUp.hasPrefix("=== Match day") && !lineUp.contains(released))
        let kickOff = try #require(frames.last)
        #expect(!kickOff.contains("Could not kick off"))
        #expect(kickOff.contains(" 0'") && kickOff.contains("Latest scores"))
    }

    /// The unread count the tab bar shows on the Inbox tab ("Inbox (3)"); 0 without one.
    private static func unreadCount(in frame: String) -> Int {
        guard let match = frame.firstMatch(of: /Inbox \((\d+)\)/) else { return 0 }
        return Int(match.1) ?? 0
    }
}
