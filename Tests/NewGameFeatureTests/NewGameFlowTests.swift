import DataManaging
import Navigation
import NewGameFeature
import NewGameFeatureMocks
import TestSupport
import Testing

/// Hands out a real interactor, so the whole feature runs from key presses to the result.
@MainActor
private final class RealInteractorFactory: NewGameInteractorMaking {
    let dataManager: MockCareerDataManager
    let seed: UInt64

    init(seed: UInt64, dataManager: MockCareerDataManager) {
        self.seed = seed
        self.dataManager = dataManager
    }

    func makeNewGameInteractor() -> any NewGameInteractorProtocol {
        NewGameInteractor(seed: seed, dataManager: dataManager, viewModelTransform: NewGameViewModelTransform())
    }
}

@MainActor
@Suite("New Career flow")
struct NewGameFlowTests {
    let container = MockDependencyContainer()
    let picker = MockTeamPicker()
    let parent = ResultRecorder<NewGameFeatureResult>()

    func start(seed: UInt64) async throws -> NewGameView {
        container.mockCareerDataManager.worldPreviewResult = .success(Fixtures.worldPreview)
        container.mockCareerDataManager.createNewCareerResult = .success(Fixtures.createdCareer)
        let factory = RealInteractorFactory(seed: seed, dataManager: container.mockCareerDataManager)
        parent.run(NewGameFeatureCoordinator(navigationCoordinator: container.mockNavigationCoordinator,
                                             interactorFactory: factory, teamPicker: picker))
        let screen = try #require(container.mockNavigationCoordinator.lastScreen as? NewGameView)
        await screen.appear()
        return screen
    }

    func press(_ keys: [Key], on screen: NewGameView) async {
        for key in keys { _ = await screen.handle(key) }
    }

    @Test("typing the names, choosing a club and starting creates the career and finishes")
    func createsCareer() async throws {
        let screen = try await start(seed: 42)

        await press([.text("Ada"), .tab, .text("Whistle"), .down, .enter], on: screen)
        #expect(picker.seeds == [42])
        picker.complete(with: NewGameFixtures.club)
        await press([.down, .down, .enter], on: screen)

        #expect(container.mockCareerDataManager.createNewCareerRequests == [
            CreateNewCareerRequest(coachFirstName: "Ada", coachLastName: "Whistle", teamId: "team-1", worldSeed: 42),
        ])
        #expect(parent.results == [.created(Fixtures.createdCareer)])
        #expect(container.mockNavigationCoordinator.calls == [.push("New Career"), .pop])
    }

    @Test("starting an incomplete form shows the errors and stays on the screen")
    func incompleteStaysPut() async throws {
        let screen = try await start(seed: 42)

        await press([.up, .enter], on: screen)

        let lines = screen.render(in: RenderContext(width: 80, height: 22, colored: false))
        #expect(lines.contains("    ! First name must not be empty"))
        #expect(lines.contains("    ! Choose a club first"))
        #expect(container.mockCareerDataManager.createNewCareerRequests.isEmpty)
        #expect(parent.results.isEmpty)
    }

    @Test("Esc cancels the flow")
    func escapeCancels() async throws {
        let screen = try await start(seed: 42)

        await press([.escape], on: screen)

        #expect(parent.results == [.cancelled])
        #expect(container.mockNavigationCoordinator.calls == [.push("New Career"), .pop])
    }
}
