import DataManaging
import NewGameFeature

/// Sample New Career view models for view and coordinator tests.
public enum NewGameFixtures {
    public static let club = WorldPreview.Club(teamId: "team-1", name: "Crumpet Rovers", shortName: "CRU",
                                               city: "Crumpetford", strength: 72)

    /// A fresh form: nothing typed, no club, focus on the first name.
    public static let emptyForm = NewGameViewModel(
        firstName: NameFieldViewModel(label: "First name", value: "", isFocused: true, error: nil),
        lastName: NameFieldViewModel(label: "Last name", value: "", isFocused: false, error: nil),
        clubSelector: ClubSelectorViewModel(label: "Club", text: "— press Enter to choose —", isChosen: false,
                                            isFocused: false, error: nil),
        worldSeed: WorldSeedViewModel(label: "World seed", value: "42", note: "share it to play the same world",
                                      isFocused: false),
        startButton: StartButtonViewModel(label: "Start career", isFocused: false, isEnabled: false),
        focus: .firstName,
        formError: nil)

    /// A form filled in, focus on the start button.
    public static let completeForm = NewGameViewModel(
        firstName: NameFieldViewModel(label: "First name", value: "Ada", isFocused: false, error: nil),
        lastName: NameFieldViewModel(label: "Last name", value: "Whistle", isFocused: false, error: nil),
        clubSelector: ClubSelectorViewModel(label: "Club", text: "Crumpet Rovers (The Custard Premiership)",
                                            isChosen: true, isFocused: false, error: nil),
        worldSeed: WorldSeedViewModel(label: "World seed", value: "42", note: "share it to play the same world",
                                      isFocused: false),
        startButton: StartButtonViewModel(label: "Start career", isFocused: true, isEnabled: true),
        focus: .startCareer,
        formError: nil)

    /// A rejected start: an error under each field and a data error under the form.
    public static let formWithErrors = NewGameViewModel(
        firstName: NameFieldViewModel(label: "First name", value: "", isFocused: false,
                                      error: "First name must not be empty"),
        lastName: NameFieldViewModel(label: "Last name", value: "X3", isFocused: false,
                                     error: "Last name may hold only letters, spaces, apostrophes, dots and hyphens"),
        clubSelector: ClubSelectorViewModel(label: "Club", text: "— press Enter to choose —", isChosen: false,
                                            isFocused: false, error: "Choose a club first"),
        worldSeed: WorldSeedViewModel(label: "World seed", value: "42", note: "share it to play the same world",
                                      isFocused: false),
        startButton: StartButtonViewModel(label: "Start career", isFocused: true, isEnabled: false),
        focus: .startCareer,
        formError: "storage error: disk full")
}
