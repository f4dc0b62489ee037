import DataManaging
import GameModels
import SeasonReviewFeature
import SeasonReviewFeatureMocks
import TestSupport
import Testing

@MainActor
@Suite("SeasonReviewViewModelTransform")
struct SeasonReviewViewModelTransformTests {
    let transform = SeasonReviewViewModelTransform()

    func decisions(release: Bool = false) -> SeasonReviewScreenState {
        let player = Fixtures.players[0]
        return SeasonReviewScreenState(phase: .decisions, seasonLabel: "2026/27", userTeamId: "team-1",
                                       table: SeasonFixtures.secondTable, promotionPlaces: 1, relegationPlaces: 1,
                                       expiring: [player], decisions: [player.id: release ? .release : .renew],
                                       selectedIndex: 0)
    }

    @Test("the contracts to decide come first, then the final table with its promotion and relegation places")
    func decisionsPage() {
        let viewModel = transform.transform(decisions())
        #expect(viewModel.title == "Season Review 2026/27")
        #expect(viewModel.lines[0] == .init("Contracts ending now", .heading))
        #expect(viewModel.lines[1].text.hasPrefix("[renew  ] \(Fixtures.players[0].fullName)"))
        #expect(viewModel.selectedLine == 1)
        #expect(viewModel.lines[3] == .init("From the academy: age, overall, potential, the assistant's advice", .heading))
        #expect(viewModel.lines[4] == .init("No youngster comes through this year.", .note))
        #expect(viewModel.lines[6] == .init("The Gravy Championship · final table", .heading))
        #expect(viewModel.lines[7].kind == .promotion && viewModel.lines[7].text.hasPrefix("  1↑ Real Muddyford"))
        #expect(viewModel.lines[8].kind == .relegation && viewModel.lines[8].text.hasPrefix("  2↓ Athletic Puddlebury"))
        #expect(transform.transform(decisions(release: true)).lines[1].text.hasPrefix("[release]"))
    }

    @Test("the academy's youngsters follow the contracts: keep or release, potential and the assistant's advice")
    func academyLines() {
        var state = decisions()
        let youngster = Fixtures.players[2]
        state.academy = [AcademyProspect(player: youngster, advice: .release)]
        state.decisions[youngster.id] = .renew
        state.selectedIndex = 1
        let viewModel = transform.transform(state)
        #expect(viewModel.selectedLine == 4)
        #expect(viewModel.lines[4].text.hasPrefix("[keep   ] \(youngster.fullName)"))
        #expect(viewModel.lines[4].text.hasSuffix("\(youngster.potential)  release"))
    }

    @Test("with nothing to decide the page says so, the table first, and selects nothing")
    func noContracts() {
        var state = decisions()
        state.expiring = []
        state.selectedIndex = nil
        let viewModel = transform.transform(state)
        #expect(viewModel.lines.first == .init("The Gravy Championship · final table", .heading))
        #expect(viewModel.lines.contains(.init("No contract of yours ends this season.", .note)))
        #expect(viewModel.lines.last == .init("No youngster comes through this year.", .note))
        #expect(viewModel.selectedLine == nil)
    }

    @Test("the summary tells the finish, honours, awards and the club's comings and goings")
    func summaryPage() {
        let state = SeasonReviewScreenState(phase: .summary, seasonLabel: "2026/27",
                                            summary: SeasonReviewFixtures.summary, scrollOffset: 2)
        let viewModel = transform.transform(state)
        let texts = viewModel.lines.map(\.text)
        #expect(texts.contains("You finished 1st in The Custard Premiership."))
        #expect(texts.contains("  The Gravy Championship: Real Muddyford"))
        #expect(texts.contains("  ↑ Real Muddyford") && texts.contains("  ↓ Sporting Wobbleton"))
        #expect(texts.contains("  Tier 1 top scorer: Player No13 (Crumpet Rovers, 21 goals)"))
        #expect(texts.contains("  Tier 1 player of the season: Player No11 (Crumpet Rovers, 7.5 avg)"))
        #expect(texts.contains("  Player No16 (36)") && texts.contains("  Young Gun (16, FW)"))
        #expect(texts.contains(
            "  Real Muddyford beat Owls 1–1 after extra time, 4–3 on penalties in the final; your club went out in the Quarter-finals."))
        #expect(texts.last == "Season 2027/28 starts now.")
        #expect(viewModel.scrollOffset == 2 && viewModel.selectedLine == nil)
    }
}
