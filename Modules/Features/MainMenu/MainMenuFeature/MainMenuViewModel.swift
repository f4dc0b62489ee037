/// What the main menu screen shows: the menu, the slot list or the import form, and a one-line message under it.
public struct MainMenuViewModel: Sendable, Equatable {
    public var mode: MainMenuMode
    public var menu: MenuSectionViewModel
    public var slots: SlotListViewModel
    public var importSave: ImportSaveViewModel
    /// Nil unless the save waits for another slot name or a replace.
    public var importAs: ImportAsViewModel?
    public var message: String?

    public init(mode: MainMenuMode, menu: MenuSectionViewModel, slots: SlotListViewModel,
                importSave: ImportSaveViewModel, importAs: ImportAsViewModel? = nil, message: String?) {
        self.mode = mode
        self.menu = menu
        self.slots = slots
        self.importSave = importSave
        self.importAs = importAs
        self.message = message
    }

    /// Typed characters (even `q` and `?`) go to the path field, or to the new name while it has focus.
    public var capturesText: Bool {
        mode == .importSave || (mode == .importAs && importAs?.isNameFocused == true)
    }
}
