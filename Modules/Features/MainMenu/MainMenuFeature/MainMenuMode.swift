/// What the main menu screen shows: the top menu, the careers to continue, or the save file to import.
public enum MainMenuMode: Sendable, Equatable {
    case menu
    case slotList
    case importSave
}
