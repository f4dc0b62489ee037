/// Calls from the Finances interactor that its coordinator turns into a result.
@MainActor
public protocol FinancesInteractorDelegate: AnyObject {
    func financesInteractorDidRequestClose()
}
