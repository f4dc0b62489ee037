import FinancesFeature
import FinancesFeatureMocks
import Navigation
import TestSupport
import Testing

@MainActor
@Suite("FinancesFeatureCoordinator")
struct FinancesFeatureCoordinatorTests {
    let container = MockDependencyContainer()

    @Test("start replaces the stack with the Finances screen of the career; leaving finishes the feature")
    func lifecycle() {
        let coordinator = container.makeFinancesCoordinator(careerId: "career-3")
        var results: [FinancesFeatureResult] = []
        BaseFeatureCoordinator<Void>().startChild(coordinator) { results.append($0) }
        #expect(container.mockInteractorFactory.mockFinancesInteractor.creations == ["career-3"])
        #expect(container.mockNavigationCoordinator.lastScreen is FinancesView)
        #expect(results.isEmpty)
        container.mockInteractorFactory.mockFinancesInteractor.delegate?.financesInteractorDidRequestClose()
        #expect(results == [.closed])
    }
}
