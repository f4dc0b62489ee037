import DataManaging
import PlayerFeature
import PlayerFeatureMocks
import TestSupport
import Testing

@MainActor
@Suite("PlayerInteractor contracts")
struct PlayerContractInteractorTests {
    let dataManager = MockPlayerDataManager()
    let transform = MockPlayerViewModelTransform()
    let demand = RenewalDemand(weeklyWage: 14_000, seasons: 4, endSeason: 2030)
    let terms = ReleaseTerms(weeksLeft: 30, payOff: 156_000)

    init() {
        dataManager.playerDetailsResult = .success(SeasonFixtures.playerDetails)
    }

    func loadedInteractor() async -> PlayerInteractor {
        let interactor = PlayerInteractor(careerId: "career-7", playerId: "player-13", dataManager: dataManager,
                                          viewModelTransform: transform)
        await interactor.load()
        return interactor
    }

    @Test("r asks his demand and puts it to the user; Enter signs it and the profile reloads")
    func renewal() async {
        dataManager.renewalDemandResult = .success(demand)
        dataManager.renewContractResult = .success(())
        let interactor = await loadedInteractor()

        await interactor.askRenewal()
        #expect(dataManager.renewalDemandRequests == [.init(careerId: "career-7", playerId: "player-13")])
        #expect(interactor.state.contractQuestion == .renewal(demand))
        #expect(transform.lastState == interactor.state)

        await interactor.confirm()
        #expect(dataManager.renewContractRequests.map(\.demand) == [demand])
        #expect(dataManager.renewContractRequests.map(\.request) == [.init(careerId: "career-7", playerId: "player-13")])
        #expect(interactor.state.contractQuestion == nil)
        #expect(interactor.state.contractOutcome == .renewed(demand))
        #expect(dataManager.playerDetailsRequests.count == 2)
    }

    @Test("u asks what a release costs; confirming releases him and the profile reloads")
    func release() async {
        dataManager.releaseTermsResult = .success(terms)
        dataManager.releasePlayerResult = .success(terms)
        let interactor = await loadedInteractor()

        await interactor.askRelease()
        #expect(interactor.state.contractQuestion == .release(terms))
        await interactor.confirm()
        #expect(dataManager.releasePlayerRequests == [.init(careerId: "career-7", playerId: "player-13")])
        #expect(interactor.state.contractOutcome == .released(terms))
        #expect(dataManager.playerDetailsRequests.count == 2)
    }

    @Test("a refusal becomes the prompt line and nothing is asked or written")
    func refusal() async {
        dataManager.renewalDemandResult = .failure(.contractRefused("Player No13 does not play for Owls"))
        let interactor = await loadedInteractor()

        await interactor.askRenewal()
        #expect(interactor.state.contractQuestion == nil)
        #expect(interactor.state.contractOutcome == .refused("Player No13 does not play for Owls"))
        await interactor.confirm()
        #expect(dataManager.renewContractRequests.isEmpty)
    }

    @Test("a refused confirmation keeps the profile as it was")
    func refusedConfirmation() async {
        dataManager.releaseTermsResult = .success(terms)
        dataManager.releasePlayerResult = .failure(.contractRefused("the squad needs at least 2 goalkeepers"))
        let interactor = await loadedInteractor()

        await interactor.askRelease()
        await interactor.confirm()
        #expect(interactor.state.contractOutcome == .refused("the squad needs at least 2 goalkeepers"))
        #expect(interactor.state.contractQuestion == nil)
        #expect(dataManager.playerDetailsRequests.count == 1)
    }

    @Test("cancelling drops the question and writes nothing")
    func cancel() async {
        dataManager.releaseTermsResult = .success(terms)
        let interactor = await loadedInteractor()

        await interactor.askRelease()
        interactor.cancelQuestion()
        #expect(interactor.state.contractQuestion == nil)
        #expect(interactor.state.contractOutcome == nil)
        #expect(dataManager.releasePlayerRequests.isEmpty)
    }

    @Test("before the player has loaded nothing is asked")
    func notLoaded() async {
        let interactor = PlayerInteractor(careerId: "career-7", playerId: "player-13", dataManager: dataManager,
                                          viewModelTransform: transform)
        await interactor.askRenewal()
        await interactor.askRelease()
        #expect(dataManager.renewalDemandRequests.isEmpty && dataManager.releaseTermsRequests.isEmpty)
    }
}
