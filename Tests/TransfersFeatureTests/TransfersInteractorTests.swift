import DataManaging
import GameModels
import Testing
import TransfersFeature
import TransfersFeatureMocks

@MainActor
@Suite("TransfersInteractor")
struct TransfersInteractorTests {
    let data = MockTransferDataManager()
    let transform = MockTransfersViewModelTransform()
    let delegate = MockTransfersInteractorDelegate()

    init() {
        data.statusResult = .success(TransfersFixtures.openStatus)
        data.searchResult = .success(TransfersFixtures.results)
        data.shortlistResult = .success([TransfersFixtures.keeper])
        data.ownBidsResult = .success([TransfersFixtures.agreedOwnBid, TransfersFixtures.refusedOwnBid])
        data.incomingBidsResult = .success([TransfersFixtures.openBid, TransfersFixtures.rejectedBid])
        data.completedResult = .success([TransfersFixtures.deal])
    }

    private func loaded() async -> TransfersInteractor {
        let interactor = TransfersInteractor(careerId: "career-1", dataManager: data, viewModelTransform: transform)
        interactor.delegate = delegate
        await interactor.load()
        return interactor
    }

    @Test("load reads the window, the search, the shortlist, both sides' bids and this season's deals")
    func load() async {
        let interactor = await loaded()
        let state = interactor.state
        #expect(data.statusCareerIds == ["career-1"] && data.queries == [MarketQuery()])
        #expect(data.completedSeasons == [nil])
        #expect(state.status == TransfersFixtures.openStatus && state.results == TransfersFixtures.results)
        #expect(state.shortlist == [TransfersFixtures.keeper] && state.doneDeals == [TransfersFixtures.deal])
        #expect(state.incomingBids.count == 2 && !state.isLoading && state.errorMessage == nil)
        #expect(state.ownBids == [TransfersFixtures.agreedOwnBid, TransfersFixtures.refusedOwnBid])
        #expect(transform.lastState == state)
    }

    @Test("a failed load is one line")
    func failedLoad() async {
        data.statusResult = .failure(.careerNotFound("career-1"))
        let interactor = await loaded()
        #expect(interactor.state.errorMessage == "Could not load the transfer market: no career in slot 'career-1'")
        #expect(!interactor.state.isLoading)
    }

    @Test("every filter is passed to the search: position cycles, typed ones apply on Enter, 0 clears")
    func filters() async {
        let interactor = await loaded()
        await interactor.cyclePosition()
        await interactor.cyclePosition()
        await type("18-25", into: .ages, interactor)
        await type("70", into: .minimumOverall, interactor)
        await type("1.5M", into: .maximumValue, interactor)
        await type("2", into: .tier, interactor)
        await type("rov", into: .club, interactor)
        await interactor.toggleFreeAgentsOnly()
        #expect(data.queries.last == MarketQuery(position: .defender, ages: 18...25, minimumOverall: 70,
                                                 maximumValue: 1_500_000, club: "rov", tier: 2, freeAgentsOnly: true))
        #expect(interactor.state.input == nil)
        interactor.editFilter(.tier)
        #expect(interactor.state.input == TransfersInput(purpose: .filter(.tier), text: "2"))
        interactor.cancelInput()
        await interactor.clearFilters()
        #expect(data.queries.last == MarketQuery())
    }

    @Test("an empty typed filter means any; text that is no number is said on the line and nothing is searched")
    func typedFilterErrors() async {
        let interactor = await loaded()
        await type("70", into: .minimumOverall, interactor)
        await type("", into: .minimumOverall, interactor)
        #expect(data.queries.last?.minimumOverall == nil)
        let searches = data.queries.count
        await type("lots", into: .minimumOverall, interactor)
        #expect(data.queries.count == searches)
        #expect(interactor.state.outcome == .unreadable(text: "lots", purpose: .filter(.minimumOverall)))
        #expect(interactor.state.input?.text == "lots")
    }

    @Test("typing stops at the longest text a prompt takes; nothing is typed without a prompt")
    func inputLength() async {
        let interactor = await loaded()
        interactor.type("x")
        #expect(interactor.state.input == nil)
        interactor.editFilter(.club)
        interactor.type(String(repeating: "a", count: 30))
        interactor.type(String(repeating: "b", count: 30))
        #expect(interactor.state.input?.text == String(repeating: "a", count: 30) + String(repeating: "b", count: 10))
    }

    @Test("b puts the fee on the line prefilled with his value, and the club's answer is shown", arguments: [
        BidAnswer.accepted(fee: 4_500_000), .rejected(reason: "not for sale: he is their captain"),
        .countered(fee: 5_200_000),
    ])
    func bidAnswers(answer: BidAnswer) async {
        data.bidResults = [.success(answer)]
        let interactor = await loaded()
        interactor.askBid()
        #expect(interactor.state.input == TransfersInput(
            purpose: .bid(playerId: "p-9", playerName: "Barnaby Thunderboots", clubName: "Sporting Wobbleton"),
            text: "4500000"))
        await interactor.submitInput()
        #expect(data.bids.map(\.fee) == [4_500_000] && data.bids.map(\.playerId) == ["p-9"])
        #expect(interactor.state.outcome == .bidAnswered(playerId: "p-9", playerName: "Barnaby Thunderboots",
                                                         clubName: "Sporting Wobbleton", answer: answer))
        #expect(interactor.state.input == nil)
    }

    @Test("a counter is taken with one key: the countered fee is bid")
    func takeCounter() async {
        data.bidResults = [.success(.countered(fee: 5_200_000)), .success(.accepted(fee: 5_200_000))]
        let interactor = await loaded()
        await interactor.takeCounter()
        #expect(data.bids.isEmpty)
        interactor.askBid()
        interactor.deleteBackward()
        interactor.type("0")
        await interactor.submitInput()
        await interactor.takeCounter()
        #expect(data.bids.map(\.fee) == [4_500_000, 5_200_000])
        guard case .bidAnswered(_, _, _, .accepted(5_200_000))? = interactor.state.outcome else {
            Issue.record("the counter was not taken: \(String(describing: interactor.state.outcome))")
            return
        }
    }

    @Test("o asks his demand, puts the wage then the seasons on the line, and his signature reloads the market")
    func offerFlow() async {
        data.demandResult = .success(ContractOffer(weeklyWage: 18_000, seasons: 3))
        data.offerResult = .success(.signed(TransfersFixtures.freeSigning))
        let interactor = await loaded()
        await interactor.move(by: 2)
        await interactor.askContract()
        #expect(data.demandPlayerIds == ["p-40"])
        #expect(interactor.state.input?.text == "18000")
        interactor.type("0")
        await interactor.submitInput()
        #expect(interactor.state.input == TransfersInput(
            purpose: .seasons(playerId: "p-40", playerName: "Cuthbert Loafington", weeklyWage: 180_000), text: "3"))
        interactor.deleteBackward()
        interactor.type("2")
        await interactor.submitInput()
        #expect(data.offers.map(\.offer) == [ContractOffer(weeklyWage: 180_000, seasons: 2)])
        #expect(interactor.state.outcome == .contractAnswered(playerName: "Cuthbert Loafington",
                                                              answer: .signed(TransfersFixtures.freeSigning)))
        #expect(data.statusCareerIds.count == 2)
    }

    @Test("a rejected offer is shown and nothing is reloaded")
    func offerRejected() async {
        data.demandResult = .success(ContractOffer(weeklyWage: 18_000, seasons: 3))
        data.offerResult = .success(.rejected(reason: "he wants at least £18.0k/wk"))
        let interactor = await loaded()
        await interactor.askContract()
        await interactor.submitInput()
        await interactor.submitInput()
        #expect(interactor.state.outcome == .contractAnswered(playerName: "Barnaby Thunderboots",
                                                              answer: .rejected(reason: "he wants at least £18.0k/wk")))
        #expect(data.statusCareerIds.count == 1)
    }

    @Test("refusals of the data slice become the line, with their message, and the screen goes on")
    func refusals() async {
        data.bidResults = [.failure(.transferRefused("The window is shut: bids wait for the winter window"))]
        data.demandResult = .failure(.transferRefused("Agree a fee with his club first"))
        let interactor = await loaded()
        interactor.askBid()
        await interactor.submitInput()
        #expect(interactor.state.outcome == .refused("The window is shut: bids wait for the winter window"))
        await interactor.askContract()
        #expect(interactor.state.outcome == .refused("Agree a fee with his club first"))
        #expect(interactor.state.input == nil)
        await interactor.move(by: 1)
        #expect(interactor.state.selectedIndex == 1)
    }

    @Test("fees are read as a manager types them", arguments: [
        ("1.2M", 1_200_000), ("£1,250,000", 1_250_000), ("500k", 500_000), (" 75000 ", 75_000), ("0.25m", 250_000),
    ])
    func typedFees(text: String, fee: Int) async {
        data.bidResults = [.success(.accepted(fee: fee))]
        let interactor = await loaded()
        interactor.askBid()
        for _ in 0..<7 { interactor.deleteBackward() }
        interactor.type(text)
        await interactor.submitInput()
        #expect(data.bids.map(\.fee) == [fee])
    }

    @Test("a fee that is not money is said on the line and no bid is made",
          arguments: ["-5", "lots", "1.2.3M", "", "9999999999999999"])
    func unreadableFee(text: String) async throws {
        let interactor = await loaded()
        interactor.askBid()
        for _ in 0..<7 { interactor.deleteBackward() }
        interactor.type(text)
        await interactor.submitInput()
        let input = try #require(interactor.state.input)
        #expect(data.bids.isEmpty)
        #expect(interactor.state.outcome == .unreadable(text: text, purpose: input.purpose))
    }

    @Test("a bid for a free agent says no fee is owed, without asking the club")
    func freeAgentBid() async {
        let interactor = await loaded()
        await interactor.move(by: 2)
        interactor.askBid()
        #expect(interactor.state.input == nil && data.bids.isEmpty)
        #expect(interactor.state.outcome == .freeAgentOwesNoFee(playerName: "Cuthbert Loafington"))
    }

    @Test("s puts the selected player on the shortlist and reads both lists again")
    func shortlist() async {
        data.setShortlistedResult = .success(())
        let interactor = await loaded()
        await interactor.toggleShortlist()
        #expect(data.shortlistings.map(\.playerId) == ["p-9"] && data.shortlistings.map(\.shortlisted) == [true])
        #expect(interactor.state.outcome == .shortlisted(playerName: "Barnaby Thunderboots", isOn: true))
        interactor.switchPage(by: 1)
        await interactor.toggleShortlist()
        #expect(data.shortlistings.map(\.shortlisted) == [true, false])
    }

    @Test("bids for the user's players are accepted, rejected or countered; a closed one is not answered")
    func incomingBids() async {
        data.answerBidResult = .success(TransfersFixtures.openBid.with(id: 7, status: .accepted))
        let interactor = await loaded()
        interactor.switchPage(by: 3)
        #expect(interactor.state.page == .incomingBids)
        await interactor.acceptBid()
        await interactor.rejectBid()
        interactor.askCounter()
        #expect(interactor.state.input == TransfersInput(purpose: .counter(bidId: 7, playerName: "Player No4"),
                                                         text: "2600000"))
        await interactor.submitInput()
        #expect(data.bidReplies.map(\.reply) == [.accept, .reject, .counter(fee: 2_600_000)])
        #expect(data.bidReplies.map(\.bidId) == [7, 7, 7])
        #expect(interactor.state.outcome == .bidReplied(TransfersFixtures.openBid.with(id: 7, status: .accepted)))
        await interactor.move(by: 1)
        await interactor.acceptBid()
        #expect(data.bidReplies.count == 3)
        #expect(interactor.state.outcome == .bidClosed(TransfersFixtures.rejectedBid))
    }

    @Test("o on the user's own bids asks the demand of the player whose fee is agreed, then offers the contract")
    func contractFromOwnBids() async {
        data.demandResult = .success(ContractOffer(weeklyWage: 21_000, seasons: 4))
        data.offerResult = .failure(.transferRefused("the board will not fund £21,000 a week: the wage bill would be "
            + "£171,000 against a budget of £150,000"))
        let interactor = await loaded()
        interactor.switchPage(by: 2)
        #expect(interactor.state.page == .ownBids && interactor.state.selectedOwnBid == TransfersFixtures.agreedOwnBid)
        await interactor.askContract()
        #expect(data.demandPlayerIds == ["p-9"])
        #expect(interactor.state.input == TransfersInput(
            purpose: .wage(playerId: "p-9", playerName: "Barnaby Thunderboots", seasons: 4), text: "21000"))
        await interactor.submitInput()
        await interactor.submitInput()
        #expect(data.offers.map(\.offer) == [ContractOffer(weeklyWage: 21_000, seasons: 4)])
        #expect(interactor.state.outcome == .refused("the board will not fund £21,000 a week: the wage bill would be "
            + "£171,000 against a budget of £150,000"))
    }

    @Test("an unknown bid's refusal is the line")
    func bidNotFound() async {
        data.answerBidResult = .failure(.bidNotFound(7))
        let interactor = await loaded()
        interactor.switchPage(by: -2)
        await interactor.acceptBid()
        #expect(interactor.state.outcome == .refused("no open bid with id 7"))
    }

    @Test("the lists wrap round both ways; Enter opens the selected row's player; esc leaves")
    func pagesAndProfile() async {
        let interactor = await loaded()
        await interactor.move(by: 1)
        interactor.openSelected()
        interactor.switchPage(by: -1)
        #expect(interactor.state.page == .doneDeals && interactor.state.selectedIndex == 0)
        interactor.openSelected()
        interactor.switchPage(by: -1)
        interactor.openSelected()
        interactor.switchPage(by: -1)
        interactor.openSelected()
        #expect(delegate.chosenPlayerIds == ["p-12", "p-77", "player-4", "p-9"])
        await interactor.move(by: 5)
        #expect(interactor.state.selectedIndex == 1)
        interactor.close()
        #expect(delegate.closeCallCount == 1)
    }

    private func type(_ text: String, into filter: TransfersFilter, _ interactor: TransfersInteractor) async {
        interactor.editFilter(filter)
        for _ in 0..<(interactor.state.input?.text.count ?? 0) { interactor.deleteBackward() }
        interactor.type(text)
        await interactor.submitInput()
    }

    @Test("done deals are read a page at a time: moving past the page read reads the page around the selection")
    func doneDealsArePaged() async throws {
        let deals = (0..<120).map { index in
            TransferLine(date: TransfersFixtures.deal.date, playerId: "p\(index)", playerName: "Player \(index)",
                         position: .midfielder, age: 25, fromClubName: "Owls", toClubName: "Newts", fee: index,
                         weeklyWage: 100, seasons: 2)
        }
        data.completedResult = .success(deals)
        let interactor = await loaded()
        interactor.switchPage(by: -1)
        #expect(interactor.state.page == .doneDeals)
        #expect(interactor.state.doneDeals.count == TransfersInteractor.dealsReadLength)
        #expect(interactor.state.rowCount == 120 && interactor.state.doneDealsTotal == 120)
        await interactor.move(by: 49)
        #expect(interactor.state.doneDealsOffset == 0 && interactor.state.selectedPlayerId == "p49")
        await interactor.move(by: 1)
        #expect(interactor.state.doneDealsOffset == 50 && interactor.state.selectedPlayerId == "p50")
        #expect(interactor.state.doneDeals.count == TransfersInteractor.dealsReadLength)
        await interactor.move(by: 1_000)
        #expect(interactor.state.doneDealsOffset == 100 && interactor.state.doneDeals.count == 20)
        #expect(interactor.state.selectedIndex == 119 && interactor.state.selectedPlayerId == "p119")
        #expect(data.completedSeasons.allSatisfy { $0 == nil } && data.completedSeasons.count == 3)
    }
}
