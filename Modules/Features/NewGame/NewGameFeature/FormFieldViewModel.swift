/// One text input of the form: a coach's name or the world seed.
public struct FormFieldViewModel: Equatable, Sendable {
    public var label: String
    public var value: String
    public var isFocused: Bool
    public var error: String?

    public init(label: String, value: String, isFocused: Bool, error: String?) {
        self.label = label
        self.value = value
        self.isFocused = isFocused
        self.error = error
    }
}
