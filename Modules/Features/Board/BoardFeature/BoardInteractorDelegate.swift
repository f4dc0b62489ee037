/// Calls from the Board interactor to its coordinator.
@MainActor
public protocol BoardInteractorDelegate: AnyObject {
    func boardInteractorDidRequestClose()
    /// He accepted an offer: his career now manages `teamId`.
    func boardInteractorDidTakeJob(teamId: String)
}
