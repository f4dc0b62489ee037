import DataManaging
import DesignSystem
import GameModels
import MatchDayFeature
import MatchDayFeatureMocks
import Navigation
import TestSupport
import Testing

/// The match's numbers: a panel of the report beside the ratings and the results, and `t` in the live match.
@MainActor
@Suite("The numbers of the user's match")
struct MatchDayStatsTests {
    let mocks = MatchDayMocks()

    static let stats = MatchStats(
        home: SideStats(shots: 14, shotsOnTarget: 6, corners: 7, fouls: 9, yellowCards: 1, redCards: 0, offsides: 2,
                        possession: 56),
        away: SideStats(shots: 8, shotsOnTarget: 3, corners: 2, fouls: 13, yellowCards: 3, redCards: 1, offsides: 1,
                        possession: 44))

    static var reportWithStats: MatchReport {
        let report = SeasonFixtures.userReport
        return MatchReport(matchId: report.matchId, homeTeamId: report.homeTeamId, awayTeamId: report.awayTeamId,
                           homeGoals: report.homeGoals, awayGoals: report.awayGoals, events: report.events,
                           performances: report.performances, stats: stats)
    }

    func reportInteractor(_ report: MatchReport) async -> MatchDayInteractor {
        mocks.liveData.makeLiveChangeResult = .success(MatchDaySamples.live())
        mocks.liveData.finishLiveMatchResult = .success(MatchDaySamples.played(report))
        let interactor = await mocks.kickedOff()
        await interactor.skipToFullTime()
        await interactor.showReport()
        return interactor
    }

    @Test("the report's panels go ratings, statistics, other results and round again, either way")
    func panelsCycle() async {
        let interactor = await reportInteractor(Self.reportWithStats)
        var seen: [PostMatchPanel] = [interactor.state.reportPanel]
        for _ in 0..<3 {
            interactor.switchReportPanel(by: 1)
            seen.append(interactor.state.reportPanel)
        }
        #expect(seen == [.ratings, .stats, .results, .ratings])
        interactor.switchReportPanel(by: -1)
        #expect(interactor.state.reportPanel == .results)
    }

    @Test("a match stored before the numbers were counted has no statistics panel")
    func noStatsNoPanel() async {
        let interactor = await reportInteractor(SeasonFixtures.userReport)
        interactor.switchReportPanel(by: 1)
        #expect(interactor.state.reportPanel == .results)
        #expect(interactor.viewModel.postMatch?.stats.isEmpty == true)
    }

    @Test("the statistics panel lists each number home and away")
    func panelShowsTheNumbers() async {
        let interactor = await reportInteractor(Self.reportWithStats)
        interactor.switchReportPanel(by: 1)
        let stats = interactor.viewModel.postMatch?.stats ?? []
        #expect(stats.first == MatchStatLine(label: "Possession", home: "56%", away: "44%"))
        #expect(stats.contains(MatchStatLine(label: "Shots", home: "14", away: "8")))
        #expect(stats.contains(MatchStatLine(label: "On target", home: "6", away: "3")))
        #expect(stats.contains(MatchStatLine(label: "Red cards", home: "0", away: "1")))
        let lines = render(interactor.viewModel)
        #expect(lines.contains { $0.contains("[Statistics]") })
        let shots = lines.first { $0.contains("Shots") } ?? ""
        #expect(shots.contains("14") && shots.contains("8"), "\(shots)")
    }

    @Test("t shows the live match's numbers up to the clock's minute above the commentary, and t hides them")
    func liveToggle() async {
        mocks.liveData.makeLiveChangeResult = .success(MatchDaySamples.live())
        let interactor = await mocks.kickedOff()
        #expect(interactor.viewModel.live?.stats == nil)
        interactor.toggleStats()
        let early = interactor.viewModel.live?.stats ?? []
        #expect(early.map(\.label) == ["Possession", "Shots", "On target", "Corners", "Fouls", "Offsides",
                                       "Yellow cards", "Red cards"])
        #expect(render(interactor.viewModel).contains { $0.contains("Possession") })
        await interactor.skipToFullTime()
        let full = Self.shots(interactor.viewModel.live?.stats ?? [])
        let counted = MatchDaySamples.live().match.report.stats
        #expect(full == [counted?.home.shots, counted?.away.shots].compactMap { $0 })
        interactor.toggleStats()
        #expect(interactor.viewModel.live?.stats == nil)
    }

    @Test("t is the live match's key for the numbers")
    func keyT() async {
        let presenter = MockMatchDayInteractor()
        presenter.viewModel = MatchDayViewModel(isLoading: false, content: .live(LiveMatchViewModel(
            fixture: "A v B", scoreLine: "AAA 0–0 BBB", clock: "1'", speed: "1×")))
        #expect(await MatchDayView(presenter: presenter).handle(.character("t")))
        #expect(presenter.toggleStatsCallCount == 1)
    }

    /// The shots line's figures, home then away.
    static func shots(_ lines: [MatchStatLine]) -> [Int] {
        lines.first { $0.label == "Shots" }.map { [Int($0.home), Int($0.away)].compactMap { $0 } } ?? []
    }

    private func render(_ viewModel: MatchDayViewModel) -> [String] {
        let presenter = MockMatchDayInteractor()
        presenter.viewModel = viewModel
        return MatchDayView(presenter: presenter).render(in: RenderContext(width: 80, height: 24, colored: false))
    }
}
