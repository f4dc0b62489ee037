import DataManaging
import Navigation
import NewGameFeature
import NewGameFeatureMocks
import TestSupport
import Testing

@MainActor
@Suite("New Career coordinator")
struct NewGameFeatureCoordinatorTests {
    let container = MockDependencyContainer()
    let picker = MockTeamPicker()
    let parent = ResultRecorder<NewGameFeatureResult>()

    func started() -> (NewGameFeatureCoordinator, MockNewGameInteractor) {
        let coordinator = container.makeNewGameCoordinator(teamPicker: picker)
        parent.run(coordinator)
        return (coordinator, container.mockInteractorFactory.mockNewGameInteractor)
    }

    @Test("start makes the interactor through the factory, becomes its delegate and pushes the form")
    func start() throws {
        let (coordinator, interactor) = started()

        #expect(coordinator.interactor === interactor)
        #expect(interactor.delegate === coordinator)
        #expect(container.mockNavigationCoordinator.calls == [.push("New Career")])
        let screen = try #require(container.mockNavigationCoordinator.lastScreen as? NewGameView)
        #expect(screen.presenter === interactor)
    }

    @Test("a club request goes to the picker with the seed; its answer reaches the interactor")
    func pickTeam() {
        let (coordinator, interactor) = started()

        coordinator.newGameRequestsTeamPick(seed: 1234)
        #expect(picker.seeds == [1234])
        #expect(picker.complete(with: NewGameFixtures.club))

        coordinator.newGameRequestsTeamPick(seed: 1234)
        #expect(picker.complete(with: nil))

        #expect(interactor.calls == [.didPickTeam(NewGameFixtures.club), .didPickTeam(nil)])
        #expect(parent.results.isEmpty)
        #expect(container.mockNavigationCoordinator.calls == [.push("New Career")])
    }

    @Test("a created career pops the form and finishes with it")
    func created() {
        let (coordinator, _) = started()

        coordinator.newGameDidCreateCareer(Fixtures.createdCareer)

        #expect(container.mockNavigationCoordinator.calls == [.push("New Career"), .pop])
        #expect(parent.results == [.created(Fixtures.createdCareer)])
        #expect(parent.childCount == 0)
    }

    @Test("cancel pops the form and finishes cancelled")
    func cancelled() {
        let (coordinator, _) = started()

        coordinator.newGameDidCancel()

        #expect(container.mockNavigationCoordinator.calls == [.push("New Career"), .pop])
        #expect(parent.results == [.cancelled])
        #expect(parent.childCount == 0)
    }
}
