import DataManaging
import PlayerFeature
import TestSupport
import Testing

@MainActor
@Suite("PlayerViewModelTransform contracts")
struct PlayerContractTransformTests {
    let transform = PlayerViewModelTransform()

    func viewModel(question: PlayerContractQuestion? = nil, outcome: PlayerContractOutcome? = nil,
                   clubName: String? = "Crumpet Rovers", isAtUserClub: Bool = true) -> PlayerViewModel {
        transform.transform(PlayerScreenState(isLoading: false,
                                              details: PlayerSamples.details(clubName: clubName,
                                                                             isAtUserClub: isAtUserClub),
                                              contractQuestion: question, contractOutcome: outcome))
    }

    @Test("the user's own player can be renewed or released; another club's player or a free agent cannot")
    func decidable() {
        #expect(viewModel().canDecideContract)
        #expect(!viewModel(isAtUserClub: false).canDecideContract)
        #expect(!viewModel(clubName: nil).canDecideContract)
        #expect(!transform.transform(PlayerScreenState()).canDecideContract)
        #expect(viewModel().prompt == nil)
    }

    @Test("the renewal question shows his wage, end season and seasons, answered with Enter or Esc")
    func renewalQuestion() {
        let demand = RenewalDemand(weeklyWage: 14_000, seasons: 1, endSeason: 2027)
        #expect(viewModel(question: .renewal(demand)).prompt == PlayerPromptViewModel.acceptOrCancel("He asks £14.0k/wk until 2027/28 (1 more season) · Enter accepts, Esc cancels"))
    }

    @Test("the release question shows the pay-off, answered y/N")
    func releaseQuestion() {
        #expect(viewModel(question: .release(ReleaseTerms(weeksLeft: 30, payOff: 156_000))).prompt
            == PlayerPromptViewModel.yesOrNo("Release him and pay £156.0k (30 weeks of wages left)? y/N"))
    }

    @Test("outcomes report what happened; a refusal is marked")
    func outcomes() {
        let demand = RenewalDemand(weeklyWage: 9_500, seasons: 4, endSeason: 2030)
        #expect(viewModel(outcome: .renewed(demand)).prompt?.text
            == "Contract renewed: £9.5k/wk until 2030/31 (4 more seasons)")
        #expect(viewModel(outcome: .released(ReleaseTerms(weeksLeft: 1, payOff: 5_200))).prompt
            == PlayerPromptViewModel.report("Released to the free agents: £5.2k paid up"))
        #expect(viewModel(outcome: .refused("the squad needs at least 2 goalkeepers")).prompt
            == PlayerPromptViewModel.refusal("the squad needs at least 2 goalkeepers"))
    }
}
