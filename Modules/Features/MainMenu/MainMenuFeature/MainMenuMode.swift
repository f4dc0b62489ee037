/// What the main menu screen shows: the top menu, the careers to continue, the save file to import, the
/// new name for a save whose slot is taken, or the question before replacing a career.
public enum MainMenuMode: Sendable, Equatable {
    case menu
    case slotList
    case importSave
    case importAs
    case confirmReplace
}
