import DataManaging
import FinancesFeature
import FinancesFeatureMocks
import TestSupport
import Testing

@MainActor
@Suite("FinancesInteractor")
struct FinancesInteractorTests {
    let dataManager = MockFinanceDataManager()
    let delegate = MockFinancesInteractorDelegate()

    func interactor(loading finances: ClubFinances = FinancesFixtures.inDebt) async -> FinancesInteractor {
        dataManager.financesResult = .success(finances)
        let interactor = FinancesInteractor(careerId: "career-7", dataManager: dataManager,
                                            viewModelTransform: FinancesViewModelTransform())
        interactor.delegate = delegate
        await interactor.load()
        return interactor
    }

    @Test("load asks for the career's finances, keeps them and puts the cursor on the latest week")
    func load() async {
        let interactor = await interactor()
        #expect(dataManager.financesCareerIds == ["career-7"])
        #expect(interactor.state.finances == FinancesFixtures.inDebt && !interactor.state.isLoading)
        #expect(interactor.state.selectedWeek == 6 && interactor.viewModel.selectedWeek == 6)
        #expect(interactor.viewModel.summary?.balance == "Balance −£50.0k · IN DEBT")
    }

    @Test("a reload after a match day follows the latest week, unless the user moved back through the season")
    func reloadKeepsOrFollows() async {
        let early = FinancesFixtures.season(openingBalance: 400_000, gates: [60_000, 0, 55_000], wageBudget: 1)
        let interactor = await interactor(loading: early)
        #expect(interactor.state.selectedWeek == 2)
        dataManager.financesResult = .success(FinancesFixtures.inDebt)
        await interactor.load()
        #expect(interactor.state.selectedWeek == 6)
        interactor.moveSelection(by: -5)
        await interactor.load()
        #expect(interactor.state.selectedWeek == 1)
        #expect(dataManager.financesCareerIds == ["career-7", "career-7", "career-7"])
    }

    @Test("before the first week there is no cursor and moving it does nothing")
    func preSeason() async {
        let interactor = await interactor(loading: FinancesFixtures.preSeason)
        interactor.moveSelection(by: 1)
        #expect(interactor.state.selectedWeek == nil)
        #expect(interactor.viewModel.emptyMessage == FinancesViewModelTransform.emptyMessage)
    }

    @Test("the cursor moves by weeks and pages and stays within the season")
    func scrolling() async {
        let interactor = await interactor()
        interactor.moveSelection(by: 1)
        #expect(interactor.state.selectedWeek == 6)
        interactor.moveSelection(by: -2)
        #expect(interactor.state.selectedWeek == 4)
        interactor.moveSelection(by: -40)
        #expect(interactor.state.selectedWeek == 0)
        interactor.moveSelection(by: 4)
        #expect(interactor.state.selectedWeek == 4 && interactor.viewModel.selectedWeek == 4)
    }

    @Test("a failed load is one line; esc leaves")
    func failure() async {
        dataManager.financesResult = .failure(.careerNotFound("career-7"))
        let interactor = FinancesInteractor(careerId: "career-7", dataManager: dataManager,
                                            viewModelTransform: FinancesViewModelTransform())
        interactor.delegate = delegate
        await interactor.load()
        #expect(interactor.state.errorMessage == "Could not load the finances: no career in slot 'career-7'")
        #expect(!interactor.state.isLoading && interactor.viewModel.errorMessage == interactor.state.errorMessage)
        interactor.close()
        #expect(delegate.closeCallCount == 1)
    }

    @Test("every change goes through the transform")
    func transformed() async {
        let transform = MockFinancesViewModelTransform()
        transform.viewModel = FinancesViewModel(title: "Money")
        dataManager.financesResult = .success(FinancesFixtures.inCredit)
        let interactor = FinancesInteractor(careerId: "career-7", dataManager: dataManager,
                                            viewModelTransform: transform)
        await interactor.load()
        #expect(transform.states.map(\.isLoading) == [true, true, false])
        #expect(transform.lastState?.finances == FinancesFixtures.inCredit)
        #expect(interactor.viewModel.title == "Money")
    }
}
