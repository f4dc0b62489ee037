import DataManaging
import GameModels
import MatchDayFeature
import TestSupport
import Testing

@MainActor
@Suite("MatchDayViewModelTransform: pre-match")
struct MatchDayPreMatchTransformTests {
    let transform = MatchDayViewModelTransform()

    func preMatch(_ preview: MatchDayPreview = SeasonFixtures.matchDayPreview, lineUp: LineUp? = nil,
                  selectedIndex: Int? = 0, violation: LineUpRule.Violation? = nil) throws -> PreMatchViewModel {
        let state = MatchDayScreenState(phase: .preMatch, isLoading: false, preview: preview,
                                        lineUp: lineUp ?? preview.userMatch?.user.suggestedLineUp,
                                        selectedIndex: selectedIndex, violation: violation)
        return try #require(transform.transform(state).preMatch)
    }

    @Test("the header names the match day, date and division; the fixture marks the user's side")
    func header() throws {
        let home = try preMatch()
        #expect(home.header == "Match day 1 · 1 Aug 2026 · The Custard Premiership")
        #expect(home.fixture == "Crumpet Rovers (you) v Sporting Wobbleton")
        let away = try preMatch(MatchDaySamples.preview(userIsHome: false))
        #expect(away.fixture == "Sporting Wobbleton v Crumpet Rovers (you)")
        #expect(away.userLineUp.title == "Crumpet Rovers · 4-4-2 · Hold")
    }

    @Test("a cup tie midweek is named under the line-up: round, venue, opponent and tier")
    func midweekCupTie() throws {
        #expect(try preMatch().midweek == nil)
        let base = SeasonFixtures.matchDayPreview
        let cupDay = MatchDayPreview(seasonLabel: base.seasonLabel, matchDay: base.matchDay, date: base.date,
                                     matchCount: base.matchCount, userMatch: base.userMatch,
                                     cupFixture: .init(roundName: "Round 2", opponentName: "Owls", opponentTier: 3,
                                                       atHome: false, neutralGround: false))
        #expect(try preMatch(cupDay).midweek
            == "Midweek cup tie, Round 2, away to Owls (tier 3) — you play it after this match.")
    }

    @Test("the user's panel lists the eleven by position and the bench, by last name")
    func userPanel() throws {
        let lineUp = LineUp(formation: .fourFourTwo,
                            starters: ["player-1", "player-3", "player-4", "player-5", "player-6", "player-8",
                                       "player-9", "player-10", "player-11", "player-13", "player-14"],
                            bench: ["player-2", "player-7"])
        let panel = try preMatch(lineUp: lineUp).userLineUp
        #expect(panel == LineUpPanelViewModel(title: "Crumpet Rovers · 4-4-2 · Hold", lines: [
            .init(label: "GK", names: "No1"), .init(label: "DF", names: "No3, No4, No5, No6"),
            .init(label: "MF", names: "No8, No9, No10, No11"), .init(label: "FW", names: "No13, No14"),
            .init(label: "SUB", names: "No2, No7"),
        ]))
    }

    @Test("the eleven are listed in squad order whatever order the line-up names them in")
    func squadOrder() throws {
        let lineUp = LineUp(formation: .fourFourTwo,
                            starters: ["player-14", "player-9", "player-1", "player-12", "player-8"], bench: [])
        let lines = try preMatch(lineUp: lineUp).userLineUp.lines
        #expect(lines.map(\.names) == ["No1", "–", "No8, No9, No12", "No14", "–"])
    }

    @Test("empty lines show a dash and ids outside the squad still show")
    func sparsePanel() throws {
        let lineUp = LineUp(formation: .threeFiveTwo, starters: ["player-1", "ghost-9"], bench: [])
        let panel = try preMatch(lineUp: lineUp).userLineUp
        #expect(panel.title == "Crumpet Rovers · 3-5-2 · Hold")
        #expect(panel.lines.map(\.label) == ["GK", "DF", "MF", "FW", "??", "SUB"])
        #expect(panel.lines.map(\.names) == ["No1", "–", "–", "–", "ghost-9", "–"])
    }

    @Test("the opponent's panel shows its suggested eleven without a bench")
    func opponentPanel() throws {
        let panel = try preMatch().opponentLineUp
        #expect(panel.title == "Sporting Wobbleton · 4-3-3")
        #expect(panel.lines.map(\.label) == ["GK", "DF", "MF", "FW"])
        let named = panel.lines.flatMap { $0.names.split(separator: ",").map { $0.trimmingPrefixSpaces } }
        #expect(named.count == 11)
        #expect(panel.lines[0].names == "No101")
    }

    @Test("squad rows carry role, position, name, overall, fitness and availability")
    func squadRows() throws {
        var squad = SeasonFixtures.userSquad
        squad[4] = squad[4].with(condition: PlayerCondition(fitness: 80, injuryMatchDays: 3))
        squad[9] = squad[9].with(condition: PlayerCondition(fitness: 91, suspensionMatchDays: 1))
        squad[10] = squad[10].with(condition: PlayerCondition(fitness: 40, injuryMatchDays: 1, suspensionMatchDays: 1))
        let lineUp = LineUp(formation: .fourFourTwo, starters: ["player-1"], bench: ["player-2"])
        let picker = try preMatch(MatchDaySamples.preview(userSquad: squad), lineUp: lineUp, selectedIndex: 3).squad

        #expect(picker.selectedRow == 3)
        #expect(picker.rows.count == 16)
        #expect(picker.rows[0] == SquadPickerViewModel.Row(playerId: "player-1", role: .starter, position: "GK",
                                                           name: "Player No1", overall: "72", fitness: "100%"))
        #expect(picker.rows[1].role == .bench)
        #expect(picker.rows[2].role == .none)
        #expect(picker.rows[4].fitness == "80%")
        #expect(picker.rows[4].unavailability == "INJ")
        #expect(picker.rows[9].unavailability == "SUS")
        #expect(picker.rows[10].unavailability == "INJ")
        #expect(picker.rows[3].unavailability == nil)
        #expect(picker.rows.map(\.role.label).prefix(3) == ["XI", "SUB", "–"])
    }

    @Test("the status counts the eleven and the bench")
    func status() throws {
        #expect(try preMatch().status == "XI 11/11 · Bench 5/7")
        let short = LineUp(formation: .fourFourTwo, starters: ["player-1"], bench: [])
        #expect(try preMatch(lineUp: short).status == "XI 1/11 · Bench 0/7")
    }

    @Test("a refused kick-off reads as one line, with names for ids",
          arguments: [
            (LineUpRule.Violation.wrongStarterCount(10), "Cannot kick off: a line-up needs 11 starters, not 10"),
            (.keeperCount(2), "Cannot kick off: a line-up needs exactly one goalkeeper among the starters, not 2"),
            (.benchTooLong(8), "Cannot kick off: a bench holds at most 7 players, not 8"),
            (.unavailable("player-5"), "Cannot kick off: Player No5 is injured or suspended"),
            (.duplicate("player-3"), "Cannot kick off: Player No3 is named twice"),
            (.notInSquad("player-999"), "Cannot kick off: player-999 is not in the squad"),
          ])
    func violations(_ violation: LineUpRule.Violation, _ expected: String) throws {
        #expect(try preMatch(violation: violation).violation == expected)
    }

    @Test("a day without a user match says so, with the club from the career")
    func idleDay() {
        let state = MatchDayScreenState(phase: .preMatch, isLoading: false, preview: MatchDaySamples.idlePreview,
                                        career: Fixtures.careerSummary)
        #expect(transform.transform(state).content == .idleDay(IdleDayViewModel(
            header: "Match day 31 · 6 Mar 2027 · The Custard Premiership",
            message: "No match for Crumpet Rovers on match day 31 — 18 matches elsewhere in the pyramid")))

        let lonely = MatchDayPreview(seasonLabel: "2026/27", matchDay: 33,
                                     date: GameDate(year: 2027, month: 3, day: 20), matchCount: 1, userMatch: nil)
        let single = transform.transform(MatchDayScreenState(phase: .preMatch, isLoading: false, preview: lonely))
        #expect(single.content == .idleDay(IdleDayViewModel(
            header: "Match day 33 · 20 Mar 2027",
            message: "No match for your club on match day 33 — 1 match elsewhere in the pyramid")))
    }

    @Test("loading and failure have no content; the error passes through")
    func loadingAndError() {
        let loading = transform.transform(MatchDayScreenState())
        #expect(loading == MatchDayViewModel(isLoading: true, errorMessage: nil, content: nil))
        let failed = transform.transform(MatchDayScreenState(isLoading: false, errorMessage: "the season is over"))
        #expect(failed == MatchDayViewModel(isLoading: false, errorMessage: "the season is over", content: nil))
    }
}

private extension Substring {
    var trimmingPrefixSpaces: Substring { drop { $0 == " " } }
}
