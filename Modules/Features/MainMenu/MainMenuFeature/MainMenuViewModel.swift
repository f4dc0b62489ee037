/// What the main menu screen shows: the menu, the slot list or the import form, and a one-line message under it.
public struct MainMenuViewModel: Sendable, Equatable {
    public var mode: MainMenuMode
    public var menu: MenuSectionViewModel
    public var slots: SlotListViewModel
    public var importSave: ImportSaveViewModel
    public var message: String?

    public init(mode: MainMenuMode, menu: MenuSectionViewModel, slots: SlotListViewModel,
                importSave: ImportSaveViewModel, message: String?) {
        self.mode = mode
        self.menu = menu
        self.slots = slots
        self.importSave = importSave
        self.message = message
    }

    /// Typed characters (even `q` and `?`) go to the path field while the import form is shown.
    public var capturesText: Bool { mode == .importSave }
}
