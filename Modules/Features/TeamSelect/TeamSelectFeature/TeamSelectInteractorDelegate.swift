import DataManaging

/// How the interactor tells its coordinator that the user is done.
@MainActor
public protocol TeamSelectInteractorDelegate: AnyObject {
    func teamSelectDidSelect(_ club: WorldPreview.Club)
    func teamSelectDidCancel()
}
