import CupFeature
import CupFeatureMocks
import DataManaging
import DesignSystem
import Navigation
import TestSupport
import Testing

@MainActor
@Suite("Cup feature")
struct CupFeatureTests {
    let dataManager = MockCupDataManager()
    let interactor = MockCupInteractor()
    let container = MockDependencyContainer()

    func loaded() async -> CupInteractor {
        dataManager.cupResult = .success(CupFixtures.cup)
        let interactor = CupInteractor(careerId: "career-7", dataManager: dataManager,
                                       viewModelTransform: CupViewModelTransform())
        await interactor.load()
        return interactor
    }

    @Test("load asks for this season's cup and shows its latest round; every appearance loads it again")
    func load() async {
        let interactor = await loaded()
        #expect(interactor.state.cup == CupFixtures.cup && !interactor.state.isLoading)
        #expect(interactor.viewModel.rounds.map(\.isActive) == [false, true])
        await interactor.load()
        #expect(dataManager.cupRequests.map(\.careerId) == ["career-7", "career-7"])
        #expect(dataManager.cupRequests.allSatisfy { $0.year == nil })
    }

    @Test("rounds wrap round both ways and start at the top; a failure is one line")
    func rounds() async {
        let interactor = await loaded()
        interactor.scroll(by: 1, limit: 5)
        interactor.switchRound(by: 1)
        #expect(interactor.state.roundIndex == 0 && interactor.state.scrollOffset == 0)
        interactor.switchRound(by: -1)
        #expect(interactor.state.roundIndex == 1)
        dataManager.cupResult = .failure(.careerNotFound("career-7"))
        await interactor.load()
        #expect(interactor.viewModel.errorMessage?.hasPrefix("Could not load the cup: ") == true)
    }

    @Test("the transform names the path, the rounds and how each tie was settled, the user's ties highlighted")
    func transform() {
        let model = CupViewModelTransform().transform(CupScreenState(isLoading: false, cup: CupFixtures.cup, roundIndex: 0))
        #expect(model.heading == "The Gravy Boat Cup 2026/27")
        #expect(model.path == "Your path: Round 1 won 1–1 on penalties v Real Muddyford · Final v Owls (neutral)")
        #expect(model.rounds.map(\.title) == ["Round 1", "Final"])
        #expect(model.rows == [["Crumpet Rovers (4)", "1–1", "Real Muddyford (2)", "aet, 4–3 on pens"],
                               ["Sporting Wobbleton (4)", "0–2", "Owls (2)", ""]])
        #expect(model.highlighted == [true, false])
        let empty = CupSeason(name: "The Gravy Boat Cup", year: 2026, seasonLabel: "2026/27", rounds: [],
                              clubNames: [:], userTeamId: "team-1")
        #expect(CupViewModelTransform().transform(CupScreenState(cup: empty)).emptyMessage?.hasPrefix("No round") == true)
    }

    @Test("arrows and vi keys switch rounds and scroll; esc leaves; appear loads; it fits 80 columns")
    func view() async {
        interactor.viewModel = CupViewModelTransform().transform(CupScreenState(isLoading: false, cup: CupFixtures.cup,
                                                                                roundIndex: 0))
        let view = CupView(presenter: interactor)
        for key in [Key.left, .character("h"), .right, .character("l"), .up, .down, .escape] {
            #expect(await view.handle(key))
        }
        #expect(interactor.roundSwitches == [-1, -1, 1, 1] && interactor.scrolls == [-1, 1])
        #expect(interactor.closeCallCount == 1)
        await view.appear()
        #expect(interactor.loadCallCount == 1)
        let context = RenderContext(width: 80, height: 10, colored: false)
        let lines = view.render(in: context)
        expectFits(lines, context)
        #expect(lines[0] == "The Gravy Boat Cup 2026/27")
        #expect(lines[1].hasPrefix("Your path: Round 1 won 1–1 on penalties"))
        #expect(lines.contains("[Round 1]  Final "))
        #expect(lines.contains("    Crumpet Rovers (4)  1–1  Real Muddyford (2)  aet, 4–3 on pens"))
    }

    @Test("the coordinator shows the Cup screen of the career and finishes when it is left")
    func coordinator() {
        let coordinator = container.makeCupCoordinator(careerId: "career-3")
        var results: [CupFeatureResult] = []
        BaseFeatureCoordinator<Void>().startChild(coordinator) { results.append($0) }
        #expect(container.mockInteractorFactory.mockCupInteractor.creations == ["career-3"])
        #expect(container.mockNavigationCoordinator.lastScreen is CupView)
        container.mockInteractorFactory.mockCupInteractor.delegate?.cupInteractorDidRequestClose()
        #expect(results == [.closed])
    }
}
