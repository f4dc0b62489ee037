/// Which list the main menu screen shows: the top menu or the careers to continue.
public enum MainMenuMode: Sendable, Equatable {
    case menu
    case slotList
}
