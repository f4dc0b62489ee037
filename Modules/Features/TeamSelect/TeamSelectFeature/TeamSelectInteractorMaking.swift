/// TeamSelect's slice of the interactor factory; the composition root and the test factory conform.
@MainActor
public protocol TeamSelectInteractorMaking {
    func makeTeamSelectInteractor(seed: UInt64) -> any TeamSelectInteractorProtocol
}
