import DataManaging
import Navigation
import Observation

/// Loads a player's record, keeps the page's scroll position and tells the coordinator when the
/// user leaves.
@MainActor
@Observable
public final class PlayerInteractor: PlayerInteractorProtocol {
    @ObservationIgnored public weak var delegate: (any PlayerInteractorDelegate)?
    public var state: PlayerScreenState { screen.state }
    public var viewModel: PlayerViewModel { screen.viewModel }

    @ObservationIgnored private let careerId: String
    @ObservationIgnored private let playerId: String
    @ObservationIgnored private let dataManager: any PlayerDataManaging
    @ObservationIgnored private let screen: ScreenModel<PlayerScreenState, PlayerViewModel>

    public init(careerId: String, playerId: String, dataManager: any PlayerDataManaging,
                viewModelTransform: any PlayerViewModelTransformProtocol) {
        self.careerId = careerId
        self.playerId = playerId
        self.dataManager = dataManager
        screen = ScreenModel(PlayerScreenState(), transform: viewModelTransform.transform)
    }

    public func load() async {
        await screen.load({ () async throws(DataError) in try await dataManager.playerDetails(careerId: careerId, playerId: playerId) },
                          failure: { "Could not load the player: \($0.message)" }) { state, value in
            state.details = value
        }
    }

    public func scroll(by offset: Int, limit: Int) {
        let target = min(max(0, state.scrollOffset + offset), max(0, limit))
        guard target != state.scrollOffset else { return }
        screen.update { $0.scrollOffset = target }
    }

    public func askRenewal() async {
        await ask { dataManager, careerId, playerId throws(DataError) in
            .renewal(try await dataManager.renewalDemand(careerId: careerId, playerId: playerId))
        }
    }

    public func askRelease() async {
        await ask { dataManager, careerId, playerId throws(DataError) in
            .release(try await dataManager.releaseTerms(careerId: careerId, playerId: playerId))
        }
    }

    public func confirm() async {
        guard let question = state.contractQuestion else { return }
        let outcome: PlayerContractOutcome
        do {
            switch question {
            case .renewal(let demand):
                try await dataManager.renewContract(careerId: careerId, playerId: playerId, accepting: demand)
                outcome = .renewed(demand)
            case .release:
                outcome = .released(try await dataManager.releasePlayer(careerId: careerId, playerId: playerId))
            }
        } catch {
            outcome = .refused(error.message)
        }
        screen.update { state in
            state.contractQuestion = nil
            state.contractOutcome = outcome
        }
        if case .refused = outcome { return }
        await load()
    }

    public func cancelQuestion() {
        guard state.contractQuestion != nil else { return }
        screen.update { $0.contractQuestion = nil }
    }

    public func close() {
        delegate?.playerInteractorDidRequestClose()
    }

    private func ask(_ question: (any PlayerDataManaging, String, String) async throws(DataError)
        -> PlayerContractQuestion) async {
        guard state.details != nil else { return }
        do {
            let asked = try await question(dataManager, careerId, playerId)
            screen.update { state in
                state.contractQuestion = asked
                state.contractOutcome = nil
            }
        } catch {
            screen.update { state in
                state.contractQuestion = nil
                state.contractOutcome = .refused(error.message)
            }
        }
    }
}
