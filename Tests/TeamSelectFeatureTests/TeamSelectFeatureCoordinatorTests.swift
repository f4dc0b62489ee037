import DataManaging
import Navigation
import TeamSelectFeature
import TeamSelectFeatureMocks
import Testing
import TestSupport

@MainActor
@Suite("TeamSelectFeatureCoordinator")
struct TeamSelectFeatureCoordinatorTests {
    let container = MockDependencyContainer()

    init() {
        container.mockCareerDataManager.worldPreviewResult = .success(Fixtures.worldPreview)
    }
    let club = Fixtures.worldPreview.divisions[1].clubs[0]

    /// Starts the coordinator under a parent, recording each result with the navigation calls
    /// that had happened by the time it arrived.
    func startUnderParent(_ coordinator: TeamSelectFeatureCoordinator)
        -> (parent: BaseFeatureCoordinator<Void>, results: () -> [(TeamSelectFeatureResult, [MockNavigationCoordinator.Call])]) {
        let parent = BaseFeatureCoordinator<Void>()
        var results: [(TeamSelectFeatureResult, [MockNavigationCoordinator.Call])] = []
        let navigation = container.mockNavigationCoordinator
        parent.startChild(coordinator) { results.append(($0, navigation.calls)) }
        return (parent, { results })
    }

    @Test("start makes the interactor through the factory with the seed and becomes its delegate")
    func startMakesInteractor() {
        let coordinator = container.makeTeamSelectCoordinator(seed: 99)
        coordinator.start()

        let mock = container.mockInteractorFactory.mockTeamSelectInteractor
        #expect(mock.madeWithSeeds == [99])
        #expect(coordinator.interactor === mock)
        #expect(mock.delegate === coordinator)
    }

    @Test("start presents the Choose Your Club view as a sheet, wired to the interactor")
    func startPresentsSheet() throws {
        let coordinator = container.makeTeamSelectCoordinator()
        coordinator.start()

        let navigation = container.mockNavigationCoordinator
        #expect(navigation.calls == [.presentSheet("Choose Your Club")])
        let view = try #require(navigation.lastScreen as? TeamSelectView)
        #expect(view.presenter === container.mockInteractorFactory.mockTeamSelectInteractor)
        #expect(container.mockInteractorFactory.mockTeamSelectInteractor.madeWithSeeds == [42])
    }

    @Test("a picked club dismisses the sheet, then finishes with that club")
    func selectionFinishes() throws {
        let coordinator = container.makeTeamSelectCoordinator()
        let (parent, results) = startUnderParent(coordinator)
        #expect(parent.childCount == 1)

        container.mockInteractorFactory.mockTeamSelectInteractor.delegate?.teamSelectDidSelect(club)

        let result = try #require(results().first)
        #expect(results().count == 1)
        #expect(result.0 == .selected(club))
        #expect(result.1 == [.presentSheet("Choose Your Club"), .dismissSheet])
        #expect(parent.childCount == 0)
    }

    @Test("cancelling dismisses the sheet, then finishes as cancelled")
    func cancelFinishes() throws {
        let coordinator = container.makeTeamSelectCoordinator()
        let (_, results) = startUnderParent(coordinator)

        container.mockInteractorFactory.mockTeamSelectInteractor.delegate?.teamSelectDidCancel()

        let result = try #require(results().first)
        #expect(result.0 == .cancelled)
        #expect(result.1 == [.presentSheet("Choose Your Club"), .dismissSheet])
    }

    @Test("Enter in the presented view reaches the coordinator through the real interactor")
    func realInteractorEndToEnd() async throws {
        let interactor = TeamSelectInteractor(seed: 42, dataManager: container.mockCareerDataManager)
        let navigation = container.mockNavigationCoordinator
        let coordinator = TeamSelectFeatureCoordinator(seed: 42, navigationCoordinator: navigation,
                                                       interactorFactory: FixedFactory(interactor: interactor))
        let (_, results) = startUnderParent(coordinator)
        let view = try #require(navigation.lastScreen)

        await view.appear()
        _ = await view.handle(.right)
        _ = await view.handle(.enter)

        #expect(results().map(\.0) == [.selected(club)])
        #expect(navigation.calls.last == .dismissSheet)
    }
}

/// A factory slice that hands out a given interactor, for wiring the real one into the coordinator.
@MainActor
private struct FixedFactory: TeamSelectInteractorMaking {
    let interactor: any TeamSelectInteractorProtocol

    func makeTeamSelectInteractor(seed: UInt64) -> any TeamSelectInteractorProtocol { interactor }
}
