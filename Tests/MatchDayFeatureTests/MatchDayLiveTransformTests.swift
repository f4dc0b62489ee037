import DataManaging
import GameModels
import MatchDayFeature
import TestSupport
import Testing

@MainActor
@Suite("MatchDayViewModelTransform: live")
struct MatchDayLiveTransformTests {
    let transform = MatchDayViewModelTransform()

    func live(_ report: MatchReport = SeasonFixtures.userReport,
              clock change: (inout MatchClock) -> Void = { _ in }) throws -> LiveMatchViewModel {
        var clock = MatchClock(events: report.events)
        change(&clock)
        let state = MatchDayScreenState(phase: .live, isLoading: false, preview: SeasonFixtures.matchDayPreview,
                                        lineUp: MatchDaySamples.suggested, played: MatchDaySamples.played(report),
                                        clock: clock)
        return try #require(transform.transform(state).live)
    }

    func steps(_ count: Int) -> (inout MatchClock) -> Void {
        { clock in for _ in 0..<count { _ = clock.step() } }
    }

    @Test("at kick-off: nil–nil, 0', the first line of commentary, running at 1×")
    func kickOff() throws {
        let live = try live()
        #expect(live.fixture == "Crumpet Rovers v Sporting Wobbleton · Match day 1")
        #expect(live.scoreLine == "CRU 0–0 SPW")
        #expect(live.clock == "0'")
        #expect(live.speed == "1×")
        #expect(live.isRunning && !live.isPaused && !live.isFinished)
        #expect(live.commentary == [.init(minute: "0'", text: "And we're off, under a sky the colour of custard.",
                                          emphasis: .whistle)])
    }

    @Test("the score counts only the goals on show, per side")
    func scoreFollowsClock() throws {
        #expect(try live(clock: steps(1)).scoreLine == "CRU 1–0 SPW")
        #expect(try live(clock: steps(4)).scoreLine == "CRU 1–1 SPW")
        #expect(try live(clock: steps(5)).scoreLine == "CRU 2–1 SPW")
    }

    @Test("the clock reads HT at half time and FT at the end")
    func clockText() throws {
        #expect(try live(clock: steps(3)).clock == "HT")
        #expect(try live(clock: steps(4)).clock == "58'")
        let finished = try live(clock: { _ = $0.skipToEnd() })
        #expect(finished.clock == "FT")
        #expect(finished.isFinished && !finished.isRunning)
        #expect(finished.commentary.count == SeasonFixtures.userReport.events.count)
    }

    @Test("goals, cards and whistles are marked; the newest line is last")
    func emphasis() throws {
        let lines = try live(clock: { _ = $0.skipToEnd() }).commentary
        #expect(lines.map(\.emphasis) == [.whistle, .goal, .booking, .whistle, .goal, .goal, .whistle])
        #expect(lines.map(\.minute) == ["0'", "12'", "30'", "45'", "58'", "81'", "90'"])
        #expect(lines[1].text == "GOAL! No13 lashes it in after a lovely ball from No8.")
    }

    @Test("the sides are named by the report's team ids, not by the preview's order")
    func sidesById() throws {
        let report = MatchReport(matchId: "match-1", homeTeamId: "team-2", awayTeamId: "team-1", homeGoals: 0,
                                 awayGoals: 1, events: [
                                    MatchEvent(minute: 0, kind: .kickOff),
                                    MatchEvent(minute: 10, kind: .goal, teamId: "team-1", playerId: "player-13"),
                                 ], performances: [])
        let state = MatchDayScreenState(phase: .live, isLoading: false,
                                        preview: MatchDaySamples.preview(userIsHome: false),
                                        played: MatchDaySamples.played(report), clock: MatchClock(events: report.events))
        var live = try #require(transform.transform(state).live)
        #expect(live.fixture == "Sporting Wobbleton v Crumpet Rovers · Match day 1")
        #expect(live.scoreLine == "SPW 0–0 CRU")
        var clock = MatchClock(events: report.events)
        _ = clock.skipToEnd()
        var finished = state
        finished.clock = clock
        live = try #require(transform.transform(finished).live)
        #expect(live.scoreLine == "SPW 0–1 CRU")
        // A report whose ids the preview does not know still says who played.
        finished.preview = MatchDaySamples.preview()
        finished.played = MatchDaySamples.played(MatchReport(matchId: "m", homeTeamId: "team-8", awayTeamId: "team-1",
                                                             homeGoals: 0, awayGoals: 0, events: [], performances: []))
        finished.clock = MatchClock(events: [])
        #expect(try #require(transform.transform(finished).live).scoreLine == "team-8 0–0 CRU")
    }

    @Test("speed and pause pass through")
    func speedAndPause() throws {
        let live = try live(clock: { clock in
            _ = clock.changeSpeed(by: 2)
            _ = clock.togglePause()
        })
        #expect(live.speed == "4×")
        #expect(live.isPaused && !live.isRunning)
    }

    @Test("events stored without commentary get plain words; idle moments are left out")
    func fallbackCommentary() throws {
        let report = MatchDaySamples.report(events: [
            MatchEvent(minute: 0, kind: .kickOff),
            MatchEvent(minute: 5, kind: .possession, teamId: "team-1"),
            MatchEvent(minute: 20, kind: .goal, teamId: "team-2", playerId: "player-113"),
            MatchEvent(minute: 33, kind: .redCard, teamId: "team-1", playerId: "player-6"),
            MatchEvent(minute: 50, kind: .substitution, teamId: "team-1", playerId: "player-13",
                       otherPlayerId: "player-15"),
            MatchEvent(minute: 93, kind: .fullTime),
        ], awayGoals: 1)
        let lines = try live(report, clock: { _ = $0.skipToEnd() }).commentary
        #expect(lines.map(\.text) == ["Kick-off.", "Goal! Player No113.", "Red card for Player No6.",
                                      "Player No15 on for Player No13.", "Full time."])
        #expect(lines.map(\.minute) == ["0'", "20'", "33'", "50'", "90+3'"])
        #expect(lines[2].emphasis == .sendingOff)
    }
}

@Suite("MatchDay text formats")
struct MatchDayTextTests {
    @Test("dates read day, short month, year", arguments: [
        (GameDate(year: 2026, month: 8, day: 1), "1 Aug 2026"),
        (GameDate(year: 2027, month: 12, day: 31), "31 Dec 2027"),
        (GameDate(year: 2027, month: 1, day: 9), "9 Jan 2027"),
    ])
    func dates(_ date: GameDate, _ expected: String) {
        #expect(MatchDayText.date(date) == expected)
    }

    @Test("minutes after 90 are stoppage time", arguments: [(0, "0'"), (37, "37'"), (90, "90'"), (94, "90+4'")])
    func minutes(_ minute: Int, _ expected: String) {
        #expect(MatchDayText.minute(minute) == expected)
    }

    @Test("ratings have one decimal, rounded half up", arguments: [
        (7.4, "7.4"), (8.0, "8.0"), (7.25, "7.3"), (6.04, "6.0"), (10.0, "10.0"), (1.0, "1.0"),
    ])
    func ratings(_ rating: Double, _ expected: String) {
        #expect(MatchDayText.rating(rating) == expected)
    }

    @Test("scores use an en dash")
    func scores() {
        #expect(MatchDayText.score(2, 1) == "2–1")
    }
}
