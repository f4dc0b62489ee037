import DataManaging
@testable import HistoryFeature
import HistoryFeatureMocks
import Testing

@MainActor
@Suite("HistoryViewModelTransform")
struct HistoryViewModelTransformTests {
    let transform = HistoryViewModelTransform()

    func viewModel(_ section: HistorySection, history: CareerHistory = HistoryFixtures.history) -> HistoryViewModel {
        transform.transform(HistoryScreenState(isLoading: false, history: history, section: section))
    }

    @Test("champions, newest season first, with the user's club highlighted")
    func champions() {
        let champions = viewModel(.champions)
        #expect(champions.sections.map(\.isActive) == [true, false, false, false])
        #expect(champions.header == ["Season", "Tier", "Division", "Champion", "Pts"])
        #expect(champions.rows.first == ["2027/28", "1", "The Custard Premiership", "Crumpet Rovers", "84"])
        #expect(champions.highlighted == [true, false])
    }

    @Test("the club's seasons with position, points, top scorer and moves; titles highlighted")
    func club() {
        let club = viewModel(.club)
        #expect(club.rows == [["2027/28", "1", "1", "84", "–", ""],
                              ["2026/27", "1", "4", "62", "Percy Pumpernickel (14)", ""]])
        #expect(club.highlighted == [true, false])
        let relegated = CareerHistory(clubName: "X", champions: [], clubSeasons: [
            .init(seasonLabel: "2026/27", tier: 2, divisionName: "D", position: 18, points: 30, topScorer: nil,
                  topScorerGoals: 0, move: "relegated"),
        ], records: [])
        #expect(viewModel(.club, history: relegated).rows.first?.last == "↓ relegated")
    }

    /// Issue #42: pictures where people would rather look than read — the club's finishes as bars.
    @Test("the club's finishes as bars, a tier up above any place below it, the best finish labelling the top")
    func finishesChart() throws {
        let chart = try #require(viewModel(.club).chart)
        #expect(chart.values == [17, 20] && chart.topLabel == "1st, tier 1" && chart.baseline == 0)
        let seasons: [CareerHistory.ClubSeason] = [(3, 2), (2, 20), (2, 1), (1, 18)].enumerated().map { index, finish in
            .init(seasonLabel: "\(2026 + index)", tier: finish.0, divisionName: "D", position: finish.1, points: 0,
                  topScorer: nil, topScorerGoals: 0, move: nil)
        }
        let climb = try #require(HistoryViewModelTransform.finishes(seasons))
        #expect(climb.values == [19, 21, 40, 43] && climb.topLabel == "18th, tier 1")
        #expect(zip(climb.values, climb.values.dropFirst()).allSatisfy { $0 < $1 })
        #expect(viewModel(.champions).chart == nil)
    }

    @Test("records, and a note before any season has finished")
    func recordsAndEmpty() {
        #expect(viewModel(.records).rows == [["Biggest win", "Crumpet Rovers 7–0 Sporting Wobbleton", "2027/28"]])
        let empty = viewModel(.champions, history: CareerHistory(clubName: "X", champions: [], clubSeasons: [],
                                                                  records: []))
        #expect(empty.emptyMessage == "No season has finished yet: the history begins at the end of this one.")
    }

    @Test("the cup's finals, newest first, with the club's run and its wins highlighted")
    func cup() {
        let model = HistoryViewModelTransform().transform(
            HistoryScreenState(isLoading: false, history: HistoryFixtures.history, section: .cup))
        #expect(model.header == ["Season", "Winner", "Final", "Runner-up", "Your run"])
        #expect(model.rows == [["2027/28", "Crumpet Rovers", "1–1 after extra time, 4–3 on penalties", "Real Muddyford", "Winners"],
                               ["2026/27", "Real Muddyford", "2–1", "Owls", "Round 3"]])
        #expect(model.highlighted == [true, false])
    }
}
