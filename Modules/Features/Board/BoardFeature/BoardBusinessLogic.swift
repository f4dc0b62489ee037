/// What the coordinator sees of the Board interactor.
@MainActor
public protocol BoardBusinessLogic: AnyObject {
    var delegate: (any BoardInteractorDelegate)? { get set }
    /// Loads the board's status again (the hub asks after a match day).
    func load() async
}
