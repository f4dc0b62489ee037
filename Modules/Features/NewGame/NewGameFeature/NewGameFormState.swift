import DataManaging

/// Everything the New Career form holds; the transform turns it into the view model.
public struct NewGameFormState: Sendable, Equatable {
    /// The world seed as typed; prefilled with the seed the game drew.
    public var seedText: String
    public var firstName: String
    public var lastName: String
    /// A club of the world of `seedText`; cleared when the seed changes.
    public var club: WorldPreview.Club?
    /// The world of the seed, once loaded; used to name the chosen club's division.
    public var worldPreview: WorldPreview?
    public var focus: NewGameField
    /// One-line messages under their fields: from the last start attempt, or about input just left out.
    public var fieldErrors: [NewGameField: String]
    /// A one-line message under the form, from the data layer.
    public var formError: String?

    public init(seed: UInt64, firstName: String = "", lastName: String = "", club: WorldPreview.Club? = nil,
                worldPreview: WorldPreview? = nil, focus: NewGameField = .firstName,
                fieldErrors: [NewGameField: String] = [:], formError: String? = nil) {
        self.seedText = String(seed)
        self.firstName = firstName
        self.lastName = lastName
        self.club = club
        self.worldPreview = worldPreview
        self.focus = focus
        self.fieldErrors = fieldErrors
        self.formError = formError
    }

    /// The seed typed, or why it is none.
    public var seed: Result<UInt64, WorldSeedInput.SeedProblem> { WorldSeedInput.parse(seedText) }
}
