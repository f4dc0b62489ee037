import DataManaging
import NewGameFeature

/// Sample New Career view models for view and coordinator tests.
public enum NewGameFixtures {
    public static let club = WorldPreview.Club(teamId: "team-1", name: "Crumpet Rovers", shortName: "CRU",
                                               city: "Crumpetford", strength: 72)

    /// The seed row of every sample form.
    public static let seed = WorldSeedViewModel(
        field: FormFieldViewModel(label: "World seed", value: "42", isFocused: false, error: nil),
        note: "Same seed, same world: share it and friends get your clubs and players")

    /// A fresh form: nothing typed, no club, focus on the first name.
    public static let emptyForm = NewGameViewModel(
        firstName: FormFieldViewModel(label: "First name", value: "", isFocused: true, error: nil),
        lastName: FormFieldViewModel(label: "Last name", value: "", isFocused: false, error: nil),
        clubSelector: ClubSelectorViewModel(label: "Club", text: "— press Enter to choose —", isChosen: false,
                                            isFocused: false, error: nil),
        worldSeed: seed,
        startButton: StartButtonViewModel(label: "Start career", isFocused: false, isEnabled: false),
        focus: .firstName,
        formError: nil)

    /// A form filled in, focus on the start button.
    public static let completeForm = NewGameViewModel(
        firstName: FormFieldViewModel(label: "First name", value: "Ada", isFocused: false, error: nil),
        lastName: FormFieldViewModel(label: "Last name", value: "Whistle", isFocused: false, error: nil),
        clubSelector: ClubSelectorViewModel(label: "Club", text: "Crumpet Rovers (The Custard Premiership)",
                                            isChosen: true, isFocused: false, error: nil),
        worldSeed: seed,
        startButton: StartButtonViewModel(label: "Start career", isFocused: true, isEnabled: true),
        focus: .startCareer,
        formError: nil)

    /// A rejected start: an error under each field and a data error under the form.
    public static let formWithErrors = NewGameViewModel(
        firstName: FormFieldViewModel(label: "First name", value: "", isFocused: false,
                                      error: "First name must not be empty"),
        lastName: FormFieldViewModel(label: "Last name", value: "X3", isFocused: false,
                                     error: "Last name may hold only letters, spaces, apostrophes, dots and hyphens"),
        clubSelector: ClubSelectorViewModel(label: "Club", text: "— press Enter to choose —", isChosen: false,
                                            isFocused: false, error: "Choose a club first"),
        worldSeed: seed,
        startButton: StartButtonViewModel(label: "Start career", isFocused: true, isEnabled: false),
        focus: .startCareer,
        formError: "storage error: disk full")
}
