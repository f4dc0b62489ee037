import DataManaging
import GameModels
import MatchDayFeature
import MatchEngine
import TestSupport
import Testing

@MainActor
@Suite("MatchDayViewModelTransform: live")
struct MatchDayLiveTransformTests {
    let transform = MatchDayViewModelTransform()

    func state(_ live: LiveMatch = MatchDaySamples.live(), clock change: (inout ReplayClock) -> Void = { _ in },
               selection: ManagementSelection = .init(), notice: String? = nil) -> MatchDayScreenState {
        var clock = ReplayClock(events: live.match.report.events, minute: live.minute)
        change(&clock)
        return MatchDayScreenState(phase: .live, isLoading: false, preview: MatchDaySamples.preview(), notice: notice, live: live,
                                   clock: clock, management: selection)
    }

    func viewModel(_ live: LiveMatch = MatchDaySamples.live(), clock change: (inout ReplayClock) -> Void = { _ in },
                   selection: ManagementSelection = .init(), notice: String? = nil) throws -> LiveMatchViewModel {
        try #require(transform.transform(state(live, clock: change, selection: selection, notice: notice)).live)
    }

    static let pause: (inout ReplayClock) -> Void = { _ = $0.togglePause() }

    @Test("at kick-off: 0–0, 0', the kick-off whistle, running at 1×, the formation and instruction, no panel")
    func kickOff() throws {
        let live = try viewModel()
        #expect(live.fixture == "Crumpet Rovers v Sporting Wobbleton · Match day 1")
        #expect(live.tactics == "4-4-2 · Hold")
        #expect(live.scoreLine == "CRU 0–0 SPW")
        #expect(live.clock == "0'")
        #expect(live.speed == "1×")
        #expect(live.isRunning && !live.isPaused && !live.isFinished)
        #expect(live.commentary.count == 1)
        #expect(live.commentary.first?.emphasis == .whistle)
        #expect(live.management == nil && live.notice == nil)
    }

    @Test("the score counts the goals on show; the clock reads HT at half time and FT at the end")
    func scoreAndClock() throws {
        let report = MatchDaySamples.managed().report
        let finished = try viewModel(clock: { _ = $0.skipToEnd() })
        #expect(finished.scoreLine == "CRU \(report.homeGoals)–\(report.awayGoals) SPW")
        #expect(finished.clock == "FT")
        #expect(finished.isFinished && !finished.isRunning)
        #expect(finished.commentary.count == report.events.count)
        let halfTime = try viewModel(clock: { clock in
            while !clock.isHalfTime, clock.step() {}
        })
        #expect(halfTime.clock == "HT")
    }

    @Test("the sides are named by the report's team ids: away, the user's club comes second")
    func sidesById() throws {
        let live = try viewModel(MatchDaySamples.live(MatchDaySamples.managed(userIsHome: false)))
        #expect(live.fixture == "Sporting Wobbleton v Crumpet Rovers · Match day 1")
        #expect(live.scoreLine == "SPW 0–0 CRU")
    }

    @Test("paused: the panel lists the eleven with line and condition, then the bench, the changes left and what Enter does")
    func managementPanel() throws {
        let live = MatchDaySamples.live(minute: 30)
        let situation = live.match.situation(afterMinute: 30)
        let panel = try #require(try viewModel(live, clock: Self.pause).management)
        #expect(panel.changesLeft == "Subs left 5 · Stops left 3")
        #expect(panel.prompt == "Enter on a player takes him off")
        #expect(panel.selectedRow == 0)
        #expect(panel.rows.count == situation.onPitch.count + situation.bench.count)
        let keeper = try #require(panel.rows.first)
        #expect(keeper.label == "GK" && keeper.kind == .onPitch)
        #expect(keeper.condition == "\(situation.onPitch[0].condition)%")
        #expect(keeper.name == "Player No1")
        #expect(panel.rows.suffix(situation.bench.count).allSatisfy { $0.label == "SUB" && $0.condition == "100%" })
        #expect(panel.rows.map(\.isBooked) == situation.onPitch.map(\.booked) + situation.bench.map { _ in false })
    }

    @Test("a player out of his line is marked with his own, and every substitute shows his")
    func outOfPositionIsMarked() throws {
        let squad = Dictionary(uniqueKeysWithValues: SeasonFixtures.userSquad.map { ($0.id, $0) })
        let situation = MatchDaySamples.managed().situation(afterMinute: 10)
        let forward = try #require(situation.onPitch.first { $0.line == .forward }?.playerId)
        let defender = try #require(situation.bench.first { id in squad[id]?.position == .defender })
        let changed = MatchDaySamples.managed(changes: [MatchChange(minute: 10, kind: .substitution(off: forward,
                                                                                                 on: defender))])
        let panel = try #require(try viewModel(MatchDaySamples.live(changed, minute: 11), clock: Self.pause).management)
        let name = try #require(squad[defender]?.fullName)
        let row = try #require(panel.rows.first { $0.name.hasPrefix(name) })
        #expect(row.label == "FW" && row.name == "\(name) (DF)", "\(row)")
        let bench = panel.rows.filter { $0.kind == ManagementPanelViewModel.Row.Kind.bench }
        #expect(!bench.isEmpty && bench.allSatisfy { $0.name.hasSuffix(")") })
        #expect(panel.rows.first?.name.hasSuffix(")") == false, "the keeper in goal is not marked")
    }

    @Test("with a man sent off the header shows the shape the ten make, not the formation")
    func tenMen() throws {
        let sentOff = try #require((UInt64(1)...600).lazy.compactMap { seed -> (ManagedMatch, Int)? in
            let match = MatchDaySamples.managed(seed: seed)
            return match.report.events.first { $0.kind == .redCard && $0.teamId == "team-1" }.map { (match, $0.minute) }
        }.first)
        let live = try viewModel(MatchDaySamples.live(sentOff.0, minute: sentOff.1 + 1), clock: { clock in
            while clock.minute <= sentOff.1, clock.step() {}
        })
        #expect(live.tactics.hasSuffix("(10 men) · Hold"), "\(live.tactics)")
        #expect(!live.tactics.hasPrefix("4-4-2"))
    }

    @Test("the player picked to come off is marked and the prompt asks for the substitute")
    func pickedOff() throws {
        let panel = try #require(try viewModel(MatchDaySamples.live(minute: 30), clock: Self.pause,
                                               selection: ManagementSelection(cursor: 11, offPlayerId: "player-1"))
            .management)
        #expect(panel.rows.first?.kind == .comingOff)
        #expect(panel.prompt == "Taking off No1 — Enter on a substitute brings him on, Esc cancels")
        #expect(panel.selectedRow == 11)
    }

    @Test("a tiring player brings the assistant's advice with the reason and his condition")
    func tiringAdvice() throws {
        let squad = SeasonFixtures.userSquad.map { $0.with(condition: PlayerCondition(fitness: 66)) }
        let live = MatchDaySamples.live(MatchDaySamples.managed(userSquad: squad), minute: 70, userSquad: squad)
        let suggestion = try #require(live.match.situation(afterMinute: 70).suggestion)
        guard case .tiring(let tired, let condition) = suggestion.reason,
              case .substitution(_, let on) = suggestion.change.kind else {
            Issue.record("expected a tiring player's substitution, got \(suggestion)")
            return
        }
        let names = SquadNames(squad)
        let panel = try #require(try viewModel(live, clock: Self.pause).management)
        #expect(panel.suggestion == "\(names[tired]) is tiring (\(condition) %) — bring on \(names[on]) for \(names[tired])? (a)")
    }

    @Test("an injured player's empty place is listed after the eleven, and the assistant says who should fill it")
    func injuredPlace() throws {
        let (seed, injury) = try #require(MatchDaySamples.injurySeed)
        let live = MatchDaySamples.live(MatchDaySamples.managed(seed: seed), minute: injury.minute)
        let panel = try #require(try viewModel(live, clock: Self.pause).management)
        let injured = try #require(injury.playerId)
        let row = try #require(panel.rows.first { $0.kind == .emptyPlace })
        #expect(row.label == "INJ")
        #expect(row.name == SquadNames(SeasonFixtures.userSquad).full[injured])
        #expect(panel.suggestion?.hasPrefix("\(SquadNames(SeasonFixtures.userSquad)[injured]) is injured — bring on ") == true)
    }

    @Test("a refused change passes through as one line")
    func notice() throws {
        #expect(try viewModel(clock: Self.pause, notice: "All 5 substitutions are made.").notice
                == "All 5 substitutions are made.")
    }

    @Test("latest scores stand at the clock's minute, a goal of the last five minutes marked", arguments: [
        (10, "0–0", false), (22, "1–0", true), (30, "1–0", false), (52, "1–1", true), (90, "2–1", false),
    ])
    func latestScores(_ minute: Int, _ score: String, _ recent: Bool) throws {
        let live = try viewModel(MatchDaySamples.live(minute: minute))
        #expect(live.latestScores == [LatestScoreViewModel(home: "Real Muddyford", away: "Athletic Puddlebury",
                                                          score: score, isRecent: recent)])
    }

    @Test("speed and pause pass through")
    func speedAndPause() throws {
        let live = try viewModel(clock: { clock in
            _ = clock.changeSpeed(by: 2)
            _ = clock.togglePause()
        })
        #expect(live.speed == "4×")
        #expect(live.isPaused && !live.isRunning)
    }
}

/// Players' names by id: the last name by subscript, the full name in `full`.
struct SquadNames {
    let full: [String: String]
    private let last: [String: String]

    init(_ squad: [Player]) {
        full = Dictionary(uniqueKeysWithValues: squad.map { ($0.id, $0.fullName) })
        last = Dictionary(uniqueKeysWithValues: squad.map { ($0.id, $0.lastName) })
    }

    subscript(id: String) -> String { last[id] ?? id }
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
