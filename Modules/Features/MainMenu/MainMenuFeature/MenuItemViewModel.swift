/// One entry of the top menu; a disabled entry is shown dimmed and the highlight skips it.
public struct MenuItemViewModel: Sendable, Equatable {
    public var label: String
    public var detail: String?
    public var isEnabled: Bool

    public init(label: String, detail: String? = nil, isEnabled: Bool = true) {
        self.label = label
        self.detail = detail
        self.isEnabled = isEnabled
    }
}
