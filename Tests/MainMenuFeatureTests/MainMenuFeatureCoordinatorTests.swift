import MainMenuFeature
import MainMenuFeatureMocks
import Navigation
import Testing
import TestSupport

@MainActor
struct MainMenuFeatureCoordinatorTests {
    let container = MockDependencyContainer()

    @Test func startMakesTheInteractorThroughTheFactoryAndBecomesItsDelegate() {
        let coordinator = container.makeMainMenuCoordinator()

        coordinator.start()

        let mock = container.mockInteractorFactory.mockMainMenuInteractor
        #expect(coordinator.interactor === mock)
        #expect(mock.delegate === coordinator)
    }

    @Test func startReplacesTheStackWithTheMainMenuViewOnTheInteractor() throws {
        let coordinator = container.makeMainMenuCoordinator()

        coordinator.start()

        let navigation = container.mockNavigationCoordinator
        #expect(navigation.calls == [.replaceStack("Main Menu")])
        let view = try #require(navigation.lastScreen as? MainMenuView)
        #expect(view.presenter === container.mockInteractorFactory.mockMainMenuInteractor)
    }

    @Test(arguments: [
        (DelegateChoice.newCareer, MainMenuFeatureResult.newCareer),
        (.continueCareer("career-7"), .continueCareer(careerId: "career-7")),
        (.quit, .quit),
    ])
    func eachChoiceFinishesWithItsResult(choice: DelegateChoice, expected: MainMenuFeatureResult) {
        let parent = BaseFeatureCoordinator<Void>()
        var results: [MainMenuFeatureResult] = []
        parent.startChild(container.makeMainMenuCoordinator()) { results.append($0) }
        let delegate = container.mockInteractorFactory.mockMainMenuInteractor.delegate

        choice.send(to: delegate)

        #expect(results == [expected])
        #expect(parent.childCount == 0)
    }

    @Test func onlyTheFirstChoiceIsReported() {
        let parent = BaseFeatureCoordinator<Void>()
        var results: [MainMenuFeatureResult] = []
        parent.startChild(container.makeMainMenuCoordinator()) { results.append($0) }
        let delegate = container.mockInteractorFactory.mockMainMenuInteractor.delegate

        delegate?.mainMenuDidChooseQuit()
        delegate?.mainMenuDidChooseNewCareer()

        #expect(results == [.quit])
    }
}

/// A delegate call to make, so one parameterized test covers every choice.
enum DelegateChoice: Sendable {
    case newCareer
    case continueCareer(String)
    case quit

    @MainActor
    func send(to delegate: (any MainMenuInteractorDelegate)?) {
        switch self {
        case .newCareer: delegate?.mainMenuDidChooseNewCareer()
        case .continueCareer(let careerId): delegate?.mainMenuDidChooseContinue(careerId: careerId)
        case .quit: delegate?.mainMenuDidChooseQuit()
        }
    }
}
