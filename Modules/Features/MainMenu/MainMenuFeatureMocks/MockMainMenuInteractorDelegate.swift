import MainMenuFeature

/// Records the choices the main menu interactor reports, in order.
@MainActor
public final class MockMainMenuInteractorDelegate: MainMenuInteractorDelegate {
    public enum Call: Equatable {
        case newCareer
        case continueCareer(careerId: String)
        case quit
    }

    public private(set) var calls: [Call] = []

    public init() {}

    public func mainMenuDidChooseNewCareer() {
        calls.append(.newCareer)
    }

    public func mainMenuDidChooseContinue(careerId: String) {
        calls.append(.continueCareer(careerId: careerId))
    }

    public func mainMenuDidChooseQuit() {
        calls.append(.quit)
    }
}
