import DataManaging

/// Everything the main menu knows; the interactor changes it and the transform turns it into the view model.
public struct MainMenuState: Sendable, Equatable {
    public var mode: MainMenuMode
    /// Nil until the first successful load.
    public var careers: [CareerSlot]?
    public var selectedItem: MainMenuItem
    public var selectedSlotIndex: Int
    /// Why the last load failed; kept until a load succeeds.
    public var loadErrorMessage: String?
    /// Feedback on the last action; cleared by the next action.
    public var notice: MainMenuNotice?
    /// The save file path as typed in the import form.
    public var importPath: String
    /// Why the last import attempt failed; cleared when the path is edited.
    public var importProblem: ImportSaveProblem?
    /// The "import as" step, while the save waits for another slot or a replace.
    public var importAs: ImportAsState?

    public init(mode: MainMenuMode = .menu, careers: [CareerSlot]? = nil, selectedItem: MainMenuItem = .newCareer,
                selectedSlotIndex: Int = 0, loadErrorMessage: String? = nil, notice: MainMenuNotice? = nil,
                importPath: String = "", importProblem: ImportSaveProblem? = nil, importAs: ImportAsState? = nil) {
        self.mode = mode
        self.careers = careers
        self.selectedItem = selectedItem
        self.selectedSlotIndex = selectedSlotIndex
        self.loadErrorMessage = loadErrorMessage
        self.notice = notice
        self.importPath = importPath
        self.importProblem = importProblem
        self.importAs = importAs
    }

    /// Careers that open and so can be continued.
    public var readyCareerCount: Int {
        careers?.count(where: { $0.summary != nil }) ?? 0
    }

    /// "Continue" needs at least one career that opens; the other items are always available.
    public func isEnabled(_ item: MainMenuItem) -> Bool {
        item == .continueCareer ? readyCareerCount > 0 : true
    }
}
