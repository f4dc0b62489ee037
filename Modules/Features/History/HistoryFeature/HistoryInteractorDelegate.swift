/// Calls from the History interactor that its coordinator turns into a result.
@MainActor
public protocol HistoryInteractorDelegate: AnyObject {
    func historyInteractorDidRequestClose()
}
