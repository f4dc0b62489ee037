import DataManaging
import HistoryFeature
import HistoryFeatureMocks
import TestSupport
import Testing

@MainActor
@Suite("HistoryInteractor")
struct HistoryInteractorTests {
    let dataManager = MockHistoryDataManager()
    let delegate = MockHistoryInteractorDelegate()

    func loaded() async -> HistoryInteractor {
        dataManager.historyResult = .success(HistoryFixtures.history)
        let interactor = HistoryInteractor(careerId: "career-7", dataManager: dataManager,
                                           viewModelTransform: HistoryViewModelTransform())
        interactor.delegate = delegate
        await interactor.load()
        return interactor
    }

    @Test("load asks for the career's history and keeps it; every appearance loads it again")
    func load() async {
        let interactor = await loaded()
        #expect(interactor.state.history == HistoryFixtures.history && !interactor.state.isLoading)
        await interactor.load()
        #expect(dataManager.historyCareerIds == ["career-7", "career-7"])
    }

    @Test("sections wrap round both ways and start at the top")
    func sections() async {
        let interactor = await loaded()
        interactor.scroll(by: 1, limit: 5)
        interactor.switchSection(by: 1)
        #expect(interactor.state.section == .club && interactor.state.scrollOffset == 0)
        interactor.switchSection(by: 3)
        #expect(interactor.state.section == .champions)
        interactor.switchSection(by: -1)
        #expect(interactor.state.section == .records)
        interactor.switchSection(by: -1)
        #expect(interactor.state.section == .cup)
    }

    @Test("scrolling stays within the list")
    func scrolling() async {
        let interactor = await loaded()
        interactor.scroll(by: -1, limit: 1)
        #expect(interactor.state.scrollOffset == 0)
        interactor.scroll(by: 4, limit: 1)
        #expect(interactor.state.scrollOffset == 1)
    }

    @Test("a failed load is one line; esc leaves")
    func failure() async {
        dataManager.historyResult = .failure(.careerNotFound("career-7"))
        let interactor = HistoryInteractor(careerId: "career-7", dataManager: dataManager,
                                           viewModelTransform: HistoryViewModelTransform())
        interactor.delegate = delegate
        await interactor.load()
        #expect(interactor.state.errorMessage == "Could not load the history: no career in slot 'career-7'")
        interactor.close()
        #expect(delegate.closeCallCount == 1)
    }
}
