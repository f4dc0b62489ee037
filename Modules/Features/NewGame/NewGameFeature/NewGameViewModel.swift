/// The New Career screen, one nested view model per part of the form.
public struct NewGameViewModel: Equatable, Sendable {
    public var firstName: FormFieldViewModel
    public var lastName: FormFieldViewModel
    public var clubSelector: ClubSelectorViewModel
    public var worldSeed: WorldSeedViewModel
    public var startButton: StartButtonViewModel
    public var focus: NewGameField
    /// A one-line message under the form (a data error), if any.
    public var formError: String?

    public init(firstName: FormFieldViewModel, lastName: FormFieldViewModel, clubSelector: ClubSelectorViewModel,
                worldSeed: WorldSeedViewModel, startButton: StartButtonViewModel, focus: NewGameField,
                formError: String?) {
        self.firstName = firstName
        self.lastName = lastName
        self.clubSelector = clubSelector
        self.worldSeed = worldSeed
        self.startButton = startButton
        self.focus = focus
        self.formError = formError
    }

    /// True when both names pass the rule, the seed is a number and a club is chosen.
    public var canStart: Bool { startButton.isEnabled }

    /// Typed characters go to the form (not the runtime's global keys) while a text field has focus.
    public var capturesText: Bool { focus.isText }
}
