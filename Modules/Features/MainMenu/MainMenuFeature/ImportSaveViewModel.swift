/// The "Import save" form: the path field, the rule it follows, and why the last attempt failed.
public struct ImportSaveViewModel: Sendable, Equatable {
    public var label: String
    public var path: String
    public var hint: String
    public var error: String?

    public init(label: String, path: String, hint: String, error: String?) {
        self.label = label
        self.path = path
        self.hint = hint
        self.error = error
    }
}
