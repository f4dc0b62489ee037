/// What the coordinator sees of the interactor: only where its decisions go.
@MainActor
public protocol MainMenuBusinessLogic: AnyObject {
    var delegate: (any MainMenuInteractorDelegate)? { get set }
}
