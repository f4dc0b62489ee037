/// What the main menu screen shows: one of two lists, and a one-line message under it.
public struct MainMenuViewModel: Sendable, Equatable {
    public var mode: MainMenuMode
    public var menu: MenuSectionViewModel
    public var slots: SlotListViewModel
    public var message: String?

    public init(mode: MainMenuMode, menu: MenuSectionViewModel, slots: SlotListViewModel, message: String?) {
        self.mode = mode
        self.menu = menu
        self.slots = slots
        self.message = message
    }
}
