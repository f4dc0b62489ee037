import DataManaging
import Navigation

/// Everything the Board screen knows, held by the interactor and turned into the view model by the transform.
public struct BoardScreenState: Sendable, Equatable {
    public var isLoading: Bool
    public var errorMessage: String?
    public var status: BoardStatus?
    /// Index into `status.offers`.
    public var selectedIndex: Int
    /// The club's name being typed to apply to; nil while the field is closed.
    public var application: String?
    /// The last club's answer to an application.
    public var notice: String?

    public init(isLoading: Bool = true, errorMessage: String? = nil, status: BoardStatus? = nil, selectedIndex: Int = 0,
                application: String? = nil, notice: String? = nil) {
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.status = status
        self.selectedIndex = selectedIndex
        self.application = application
        self.notice = notice
    }
}

extension BoardScreenState: LoadableScreenState {}
