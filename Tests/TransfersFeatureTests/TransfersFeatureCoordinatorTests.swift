import Navigation
import TestSupport
import Testing
import TransfersFeature
import TransfersFeatureMocks

@MainActor
@Suite("TransfersFeatureCoordinator")
struct TransfersFeatureCoordinatorTests {
    let container = MockDependencyContainer()
    let router = MockPlayerProfileRouting()

    @Test("start replaces the stack with the Transfers screen of the career; leaving finishes the feature")
    func lifecycle() throws {
        let coordinator = container.makeTransfersCoordinator(careerId: "career-3", playerRouting: router)
        var results: [TransfersFeatureResult] = []
        BaseFeatureCoordinator<Void>().startChild(coordinator) { results.append($0) }
        let interactor = container.mockInteractorFactory.mockTransfersInteractor
        #expect(interactor.creations == ["career-3"])
        #expect(coordinator.interactor === interactor && interactor.delegate === coordinator)
        let view = try #require(container.mockNavigationCoordinator.lastScreen as? TransfersView)
        #expect(view.presenter === interactor)
        interactor.delegate?.transfersInteractorDidRequestClose()
        #expect(results == [.closed])
    }

    @Test("a player chosen on the screen opens his profile through the router")
    func choosePlayer() {
        let coordinator = container.makeTransfersCoordinator(playerRouting: router)
        coordinator.start()
        container.mockInteractorFactory.mockTransfersInteractor.delegate?
            .transfersInteractorDidChoosePlayer(playerId: "p-9")
        #expect(router.playerIds == ["p-9"])
        #expect(coordinator.interactor != nil)
    }
}
