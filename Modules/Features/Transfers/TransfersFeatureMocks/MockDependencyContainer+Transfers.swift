import Navigation
import TestSupport
import TransfersFeature

extension MockDependencyContainer {
    public func makeTransfersCoordinator(careerId: String = "career-1",
                                         playerRouting: any PlayerProfileRouting) -> TransfersFeatureCoordinator {
        TransfersFeatureCoordinator(careerId: careerId, navigationCoordinator: mockNavigationCoordinator,
                                    interactorFactory: mockInteractorFactory, playerRouting: playerRouting)
    }
}
