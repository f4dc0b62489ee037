import DataManaging
import NewGameFeature

/// Records what the interactor asked of its coordinator, in order.
@MainActor
public final class MockNewGameInteractorDelegate: NewGameInteractorDelegate {
    public enum Call: Equatable, Sendable {
        case requestsTeamPick(seed: UInt64)
        case didCreateCareer(CreateNewCareerResult)
        case didCancel
    }

    public private(set) var calls: [Call] = []

    public init() {}

    public func newGameRequestsTeamPick(seed: UInt64) { calls.append(.requestsTeamPick(seed: seed)) }
    public func newGameDidCreateCareer(_ result: CreateNewCareerResult) { calls.append(.didCreateCareer(result)) }
    public func newGameDidCancel() { calls.append(.didCancel) }
}
