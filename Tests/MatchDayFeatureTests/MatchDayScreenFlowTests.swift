import DataManaging
import DesignSystem
import GameModels
import MatchDayFeature
import MatchDayFeatureMocks
import MatchEngine
import Navigation
import TestSupport
import Testing

/// The real interactor, transform and view together, driven by keys and ticks as the runtime would.
@MainActor
@Suite("MatchDay screen end to end")
struct MatchDayScreenFlowTests {
    let dataManager = MockMatchDayDataManager()
    let liveData = MockLiveMatchDataManager()
    let careerData = MockCareerDataManager()
    let contexts = [RenderContext(width: 80, height: 19, colored: false),
                    RenderContext(width: 80, height: 6, colored: false),
                    RenderContext(width: 80, height: 19, colored: true),
                    RenderContext(width: 100, height: 27, colored: false)]

    /// The report of a busy match: a line of commentary every minute (some long), goals for both sides, cards and
    /// stoppage time.
    static let busyEvents: [MatchEvent] = {
        var events = [MatchEvent(minute: 0, kind: .kickOff, commentary: "Off we go.")]
        for minute in 1...94 {
            switch minute {
            case 45: events.append(MatchEvent(minute: 45, kind: .halfTime, commentary: "Half time."))
            case 9, 40, 77, 92:
                events.append(MatchEvent(minute: minute, kind: .goal, teamId: "team-1", playerId: "player-13",
                                         commentary: "GOAL! A thunderbolt from Fotherington-Thomasworth-Smythe13!"))
            case 63:
                events.append(MatchEvent(minute: minute, kind: .goal, teamId: "team-2", playerId: "player-113",
                                         commentary: "GOAL! Wobbleton pull one back."))
            case 70:
                events.append(MatchEvent(minute: minute, kind: .yellowCard, teamId: "team-2", playerId: "player-103",
                                         commentary: "Booked."))
            default:
                events.append(MatchEvent(minute: minute, kind: .possession, teamId: "team-1", commentary:
                    minute % 7 == 0 ? String(repeating: "A long and winding passage of play, ", count: 4)
                        : "Minute \(minute) passes quietly."))
            }
        }
        events.append(MatchEvent(minute: 94, kind: .fullTime, commentary: "Full time."))
        return events
    }()

    static let busyReport = MatchDaySamples.report(events: busyEvents, homeGoals: 4, awayGoals: 1, performances:
        MatchDaySamples.longNamedSquad.prefix(14).map {
            PlayerPerformance(playerId: $0.id, teamId: "team-1", started: MatchDaySamples.number(of: $0) <= 11,
                              minutesPlayed: 90, rating: 7.0)
        } + SeasonFixtures.opponentSquad.prefix(11).map {
            PlayerPerformance(playerId: $0.id, teamId: "team-2", started: true, minutesPlayed: 90, rating: 5.5)
        })

    /// The live match the long-named squad plays.
    static let match = MatchDaySamples.managed(userSquad: MatchDaySamples.longNamedSquad)

    func liveView() async -> (MatchDayView, MatchDayInteractor) {
        dataManager.nextMatchDayResult = .success(MatchDaySamples.preview(userSquad: MatchDaySamples.longNamedSquad))
        liveData.liveMatchResult = .success(nil)
        liveData.startLiveMatchResult = .success(MatchDaySamples.live(Self.match,
                                                                      userSquad: MatchDaySamples.longNamedSquad))
        liveData.recordLiveMinuteResult = .success(())
        liveData.finishLiveMatchResult = .success(MatchDaySamples.played(Self.busyReport))
        let interactor = MatchDayInteractor(careerId: "career-1", dataManager: dataManager, liveData: liveData,
                                            careerData: careerData, viewModelTransform: MatchDayViewModelTransform())
        let view = MatchDayView(presenter: interactor)
        await view.appear()
        for context in contexts { expectFits(view.render(in: context), context) }
        #expect(await view.handle(.enter))
        return (view, interactor)
    }

    /// The scoreboard the first line must show for the events on show.
    func expectedScoreboard(_ clock: ReplayClock) -> String {
        let goals = Self.match.report.events.prefix(clock.revealedCount).filter { $0.kind == .goal }
        let home = goals.filter { $0.teamId == "team-1" }.count
        let away = goals.count - home
        let time = clock.isFinished ? "FT" : clock.isHalfTime ? "HT"
            : clock.minute > 90 ? "90+\(clock.minute - 90)'" : "\(clock.minute)'"
        return " CRU \(home)–\(away) SPW   \(time)"
    }

    func expectScoreboard(_ view: MatchDayView, _ interactor: MatchDayInteractor) throws {
        let clock = try #require(interactor.state.clock)
        for context in contexts {
            let lines = view.render(in: context)
            expectFits(lines, context)
            let first = plain(lines[0])
            #expect(first.hasPrefix(expectedScoreboard(clock)), "\(first)")
            #expect(first.contains("Speed"))
        }
    }

    /// The text without colour escapes.
    func plain(_ line: String) -> String {
        var result = ""
        var inEscape = false
        for character in line {
            if inEscape { inEscape = character != "m"; continue }
            if character == "\u{1B}" { inEscape = true; continue }
            result.append(character)
        }
        return result
    }

    @Test("stepping through every event, paused with the panel open, keeps the score and clock on the first line")
    func stepping() async throws {
        let (view, interactor) = await liveView()
        #expect(await view.handle(.character(" ")))
        try expectScoreboard(view, interactor)
        var steps = 0
        while interactor.state.clock?.isFinished == false {
            #expect(await view.handle(.right))
            try expectScoreboard(view, interactor)
            steps += 1
        }
        #expect(steps == Self.match.report.events.count - 1)
    }

    @Test("ticking at every speed keeps the score and clock on the first line until full time")
    func ticking() async throws {
        for faster in 0..<ReplayClock.speeds.count {
            let (view, interactor) = await liveView()
            for _ in 0..<faster { #expect(await view.handle(.character("+"))) }
            try expectScoreboard(view, interactor)
            var ticks = 0
            while interactor.state.clock?.isFinished == false, ticks < 500 {
                // An injury pauses the match; Space goes on.
                if view.tickInterval == nil { #expect(await view.handle(.character(" "))) }
                _ = await view.tick()
                try expectScoreboard(view, interactor)
                ticks += 1
            }
            #expect(interactor.state.clock?.isFinished == true)
        }
    }

    @Test("paused: the panel, Enter twice for a substitution, f and i, each a change at the minute shown")
    func managingByKeys() async throws {
        let (view, interactor) = await liveView()
        for _ in 0..<10 { _ = await view.tick() }
        #expect(await view.handle(.character(" ")))
        let minute = try #require(interactor.state.clock?.minute)
        for context in contexts {
            let lines = view.render(in: context)
            expectFits(lines, context)
            if context.height > 6 { #expect(lines.contains { plain($0).hasPrefix("Subs left 5 · Stops left 3") }) }
        }
        #expect(view.keyHints.map(\.label).prefix(2) == ["take off", "formation"])
        let situation = try #require(interactor.state.situation)
        liveData.makeLiveChangeResult = .success(MatchDaySamples.live(Self.match, minute: minute,
                                                                      userSquad: MatchDaySamples.longNamedSquad))
        #expect(await view.handle(.down))
        #expect(await view.handle(.enter))
        #expect(view.keyHints.map(\.label).prefix(2) == ["bring on", "cancel"])
        #expect(await view.handle(.enter))
        #expect(await view.handle(.character("f")))
        #expect(await view.handle(.character("i")))
        // Enter on a substitute right after the pick brings on the first of the leaving player's position.
        let position = { (id: String) in interactor.state.squad.first { $0.id == id }?.position }
        let off = situation.onPitch[1].playerId
        let on = try #require(situation.bench.first { position($0) == position(off) } ?? situation.bench.first)
        #expect(liveData.changes.map(\.change) == [
            MatchChange(minute: minute, kind: .substitution(off: off, on: on)),
            MatchChange(minute: minute, kind: .formation(.fourThreeThree)),
            MatchChange(minute: minute, kind: .instruction(.parkTheBus)),
        ])
    }

    @Test("skip, report, player, continue: the whole day through the keys")
    func wholeDay() async throws {
        let (view, interactor) = await liveView()
        let delegate = MockMatchDayInteractorDelegate()
        interactor.delegate = delegate
        liveData.makeLiveChangeResult = .success(MatchDaySamples.live(Self.match,
                                                                      userSquad: MatchDaySamples.longNamedSquad))
        #expect(await view.handle(.character("s")))
        let finished = view.render(in: contexts[0])
        #expect(finished.last == "Full time — press Enter for the match report")
        #expect(delegate.playedSummaries.isEmpty)
        #expect(await view.handle(.enter))
        #expect(delegate.playedSummaries == [SeasonFixtures.summaryAfterDayOne])

        for context in contexts { expectFits(view.render(in: context), context) }
        let report = view.render(in: contexts[0])
        #expect(report[0] == "Crumpet Rovers 4–1 Sporting Wobbleton")
        #expect(report.contains { $0.contains("CRU ● Fotherington-Thomasworth-Smythe13") })
        #expect(report.contains { $0.contains("9', 40', 77', 90+2'") })
        #expect(report.contains { $0.contains("★") })

        #expect(await view.handle(.down))
        #expect(await view.handle(.enter))
        #expect(delegate.selectedPlayerIds == ["player-2"])
        #expect(await view.handle(.right))
        #expect(view.render(in: contexts[0]).contains { $0.contains("Real Muddyford 0–0 Athletic Puddlebury") })

        dataManager.nextMatchDayResult = .failure(.seasonOver(seasonLabel: "2026/27"))
        #expect(await view.handle(.character("c")))
        let seasonOverPage = view.render(in: contexts[0])
        #expect(seasonOverPage.first == "! The 2026/27 season is over: every match is played.")
        #expect(seasonOverPage.contains { $0.hasPrefix("Press Enter for the Season Review") })
        #expect(view.keyHints.first?.label == "season review")
    }

    @Test("a refused kick-off shows its reason in the picker screen and plays nothing")
    func refusedKickOff() async {
        dataManager.nextMatchDayResult = .success(MatchDaySamples.preview(userSquad: MatchDaySamples.longNamedSquad))
        liveData.liveMatchResult = .success(nil)
        let interactor = MatchDayInteractor(careerId: "career-1", dataManager: dataManager, liveData: liveData,
                                            careerData: careerData, viewModelTransform: MatchDayViewModelTransform())
        let view = MatchDayView(presenter: interactor)
        await view.appear()
        #expect(await view.handle(.character(" ")))
        #expect(await view.handle(.enter))
        #expect(liveData.startRequests.isEmpty)
        let lines = view.render(in: contexts[0])
        #expect(lines.contains("! Cannot kick off: a line-up needs 11 starters, not 10"))
        for context in contexts { expectFits(view.render(in: context), context) }
    }
}
