import DataManaging

/// Everything the New Career form holds; the transform turns it into the view model.
public struct NewGameFormState: Sendable, Equatable {
    public var seed: UInt64
    public var firstName: String
    public var lastName: String
    public var club: WorldPreview.Club?
    /// The world of `seed`, once loaded; used to name the chosen club's division.
    public var worldPreview: WorldPreview?
    public var focus: NewGameField
    /// One-line messages under their fields, from the last start attempt.
    public var fieldErrors: [NewGameField: String]
    /// A one-line message under the form, from the data layer.
    public var formError: String?

    public init(seed: UInt64, firstName: String = "", lastName: String = "", club: WorldPreview.Club? = nil,
                worldPreview: WorldPreview? = nil, focus: NewGameField = .firstName,
                fieldErrors: [NewGameField: String] = [:], formError: String? = nil) {
        self.seed = seed
        self.firstName = firstName
        self.lastName = lastName
        self.club = club
        self.worldPreview = worldPreview
        self.focus = focus
        self.fieldErrors = fieldErrors
        self.formError = formError
    }
}
