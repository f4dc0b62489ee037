import MainMenuFeature

/// Sample main menu view models for view and coordinator tests.
public enum MainMenuFixtures {
    public static let menu = MenuSectionViewModel(items: [
        MenuItemViewModel(label: "New career"),
        MenuItemViewModel(label: "Continue", detail: "(1 career)"),
        MenuItemViewModel(label: "Import save"),
        MenuItemViewModel(label: "Quit"),
    ], selectedIndex: 0)

    public static let readyRow = SlotRowViewModel(
        slotName: "career-1",
        detail: .career(coach: "Ada Whistle", club: "Crumpet Rovers", division: "The Custard Premiership",
                        season: "2026/27", date: "1 Aug 2026"))

    public static let unreadableRow = SlotRowViewModel(slotName: "broken",
                                                       detail: .unreadable("unreadable: not a SQLite database"))

    public static let slots = SlotListViewModel(rows: [readyRow, unreadableRow], selectedIndex: 0)

    public static let importHint = "Installs the career under the file's name; existing ones are never replaced."

    /// The import form with `path` typed and `error` under it.
    public static func importSave(path: String = "", error: String? = nil) -> ImportSaveViewModel {
        ImportSaveViewModel(label: "Save file", path: path, hint: importHint, error: error)
    }

    public static let menuViewModel = MainMenuViewModel(mode: .menu, menu: menu, slots: slots,
                                                        importSave: importSave(), message: nil)

    /// The slot list with its ready row first and `selectedIndex` highlighted.
    public static func slotListViewModel(selectedIndex: Int = 0, message: String? = nil) -> MainMenuViewModel {
        MainMenuViewModel(mode: .slotList, menu: menu,
                          slots: SlotListViewModel(rows: [readyRow, unreadableRow], selectedIndex: selectedIndex),
                          importSave: importSave(), message: message)
    }

    /// The import form with `path` typed, `error` under the field and `message` under the form.
    public static func importViewModel(path: String = "", error: String? = nil,
                                       message: String? = nil) -> MainMenuViewModel {
        MainMenuViewModel(mode: .importSave, menu: menu, slots: slots,
                          importSave: importSave(path: path, error: error), message: message)
    }

    /// A slot list of `count` ready rows named `slot-0`, `slot-1`, …, for scrolling.
    public static func longSlotListViewModel(count: Int, selectedIndex: Int) -> MainMenuViewModel {
        let rows = (0..<count).map { index in
            SlotRowViewModel(slotName: "slot-\(index)", detail: readyRow.detail)
        }
        return MainMenuViewModel(mode: .slotList, menu: menu,
                                 slots: SlotListViewModel(rows: rows, selectedIndex: selectedIndex),
                                 importSave: importSave(), message: nil)
    }
}
