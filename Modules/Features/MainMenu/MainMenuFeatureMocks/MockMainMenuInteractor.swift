import MainMenuFeature

/// A main menu interactor whose view model the test sets and whose every call is recorded.
@MainActor
public final class MockMainMenuInteractor: MainMenuInteractorProtocol {
    public var viewModel: MainMenuViewModel = MainMenuFixtures.menuViewModel
    public weak var delegate: (any MainMenuInteractorDelegate)?
    /// What `goBack()` answers.
    public var goBackResult = false

    public private(set) var loadCallCount = 0
    public private(set) var moveSelectionOffsets: [Int] = []
    public private(set) var selectCallCount = 0
    public private(set) var goBackCallCount = 0
    public private(set) var typedTexts: [String] = []
    public private(set) var deleteBackwardCallCount = 0
    public private(set) var replaceAnswers: [Bool] = []

    public init() {}

    public func load() async {
        loadCallCount += 1
    }

    public func moveSelection(by offset: Int) {
        moveSelectionOffsets.append(offset)
    }

    public func select() async {
        selectCallCount += 1
    }

    public func goBack() -> Bool {
        goBackCallCount += 1
        return goBackResult
    }

    public func type(_ text: String) {
        typedTexts.append(text)
    }

    public func deleteBackward() {
        deleteBackwardCallCount += 1
    }

    public func answerReplace(_ replace: Bool) async {
        replaceAnswers.append(replace)
    }
}
