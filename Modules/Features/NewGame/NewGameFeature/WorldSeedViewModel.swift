/// The world seed input and the line that says it can be shared.
public struct WorldSeedViewModel: Equatable, Sendable {
    public var field: FormFieldViewModel
    public var note: String

    public init(field: FormFieldViewModel, note: String) {
        self.field = field
        self.note = note
    }
}
