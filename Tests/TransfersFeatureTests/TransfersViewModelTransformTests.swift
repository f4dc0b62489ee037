import DataManaging
import GameModels
import Testing
import TransfersFeature
import TransfersFeatureMocks

@MainActor
@Suite("TransfersViewModelTransform")
struct TransfersViewModelTransformTests {
    let transform = TransfersViewModelTransform()

    private func state(_ page: TransfersPage = .market, status: TransferMarketStatus = TransfersFixtures.openStatus,
                       outcome: TransfersOutcome? = nil) -> TransfersScreenState {
        TransfersScreenState(isLoading: false, status: status, page: page, results: TransfersFixtures.results,
                             shortlist: [TransfersFixtures.keeper],
                             ownBids: [TransfersFixtures.agreedOwnBid, TransfersFixtures.refusedOwnBid],
                             incomingBids: [TransfersFixtures.openBid, TransfersFixtures.rejectedBid],
                             doneDeals: [TransfersFixtures.deal, TransfersFixtures.freeSigning], outcome: outcome)
    }

    @Test("the header: the window open or shut, the money, the wage bill against budget, the squad against limits")
    func header() {
        let open = transform.transform(state())
        #expect(open.header == ["Pre-season window — closes after match day 3",
                                "Balance £5.0M · Transfer budget left £2.0M",
                                "Wages £120.0k/wk of £150.0k/wk · Squad 24 (20–32)"])
        #expect(open.isWindowOpen)
        let shut = transform.transform(state(status: TransfersFixtures.shutStatus))
        #expect(shut.header[0] == "Window shut — the mid-season window opens before match day 17")
        #expect(shut.header[1] == "Balance −£250.0k · Transfer budget left £0")
        #expect(!shut.isWindowOpen)
        let nextSeason = TransferMarketStatus(
            window: .closed(nextName: "Pre-season window", opensAtMatchDay: nil), balance: 0, transferBudget: 0,
            weeklyWageBill: 0, weeklyWageBudget: 0, squadSize: 22, squadLimits: 20...32,
            pricing: TransfersFixtures.pricing)
        #expect(transform.transform(state(status: nextSeason)).header[0]
                    == "Window shut — the pre-season window opens next season")
    }

    @Test("tabs count the shortlist, the fees agreed, the open bids and the deals")
    func tabs() {
        #expect(transform.transform(state()).tabs
                    == ["Market", "Shortlist (1)", "Your bids (1 agreed)", "Bids for you (1 open)", "Done deals (2)"])
        var noneAgreed = state()
        noneAgreed.ownBids = [TransfersFixtures.refusedOwnBid]
        #expect(transform.transform(noneAgreed).tabs[2] == "Your bids")
    }

    @Test("the filters line names each filter set, only on the market")
    func filters() {
        var filtered = state()
        #expect(transform.transform(filtered).filters == "Filters: none")
        filtered.query = MarketQuery(position: .midfielder, ages: 18...25, minimumOverall: 70, maximumValue: 1_500_000,
                                     club: "rov", tier: 2, freeAgentsOnly: true)
        #expect(transform.transform(filtered).filters == "Filters: MF · age 18–25 · overall ≥ 70 · value ≤ £1.5M · "
                    + "tier 2 · club “rov” · free agents only")
        #expect(transform.transform(state(.shortlist)).filters == nil)
    }

    @Test("market rows: the shortlist mark, name, position, age, overall, club, tier, value and the wage he asks")
    func marketRows() {
        let viewModel = transform.transform(state())
        #expect(viewModel.rows[0] == [" ", "Barnaby Thunderboots", "FW", "24", "78", "Sporting Wobbleton", "1",
                                      "£4.5M", "£21.0k/wk"])
        #expect(viewModel.columns.last?.title == "Asks")
        #expect(viewModel.rows[1].first == "*")
        #expect(viewModel.rows[2][5...6] == ["free agent", "–"])
        #expect(viewModel.columns.count == viewModel.rows[0].count)
    }

    @Test("bid rows show the bidder (the seller for the user's own), fee, value and status; deal rows the move, fee (free) and wage")
    func bidAndDealRows() {
        let bids = transform.transform(state(.incomingBids))
        #expect(bids.rows[0] == ["8 Aug 2026", "Player No4", "FW", "Athletic Puddlebury", "£2.0M", "£2.6M", "open"])
        #expect(bids.rows[1].last == "rejected")
        let own = transform.transform(state(.ownBids))
        #expect(own.columns.map(\.title) == ["Date", "Player", "Pos", "Club", "Fee", "Value", "Status"])
        #expect(own.rows[0] == ["8 Aug 2026", "Barnaby Thunderboots", "FW", "Sporting Wobbleton", "£5.0M", "£4.5M",
                                "fee agreed"])
        #expect(own.rows[1][3] == "Real Muddyford" && own.rows[1].last == "rejected")
        let deals = transform.transform(state(.doneDeals))
        #expect(deals.rows[0] == ["1 Aug 2026", "Wilfred Crumbsworth", "DF", "Real Muddyford", "Sporting Wobbleton",
                                  "£1.3M", "£9.5k/wk"])
        #expect(deals.rows[1][3] == "free agent" && deals.rows[1][5] == "free")
    }

    @Test("each bid answer is one line; only a counter can be taken with a key")
    func bidAnswers() {
        func line(_ answer: BidAnswer) -> TransfersViewModel {
            transform.transform(state(outcome: .bidAnswered(playerId: "p-9", playerName: "Barnaby Thunderboots",
                                                            clubName: "Sporting Wobbleton", answer: answer)))
        }
        let accepted = line(.accepted(fee: 4_500_000))
        #expect(accepted.outcome == .init("Sporting Wobbleton accept £4.5M for Barnaby Thunderboots · o offers him a "
                                              + "contract", tone: .good))
        #expect(!accepted.canTakeCounter)
        #expect(line(.rejected(reason: "he is not for sale")).outcome == .init(
            "Sporting Wobbleton turn down the bid for Barnaby Thunderboots: he is not for sale", tone: .bad))
        let countered = line(.countered(fee: 5_200_000))
        #expect(countered.outcome == .init("Sporting Wobbleton want £5.2M for Barnaby Thunderboots · y bids that",
                                           tone: .question))
        #expect(countered.canTakeCounter)
    }

    @Test("contract answers, replies to bids, refusals and unreadable text are lines")
    func otherOutcomes() {
        func text(_ outcome: TransfersOutcome) -> String? { transform.transform(state(outcome: outcome)).outcome?.text }
        let freeSigning = TransfersOutcome.contractAnswered(playerName: "Cuthbert Loafington",
                                                            answer: .signed(TransfersFixtures.freeSigning))
        #expect(text(freeSigning) == "Cuthbert Loafington signs: £3.5k/wk for 2 seasons, on a free")
        #expect(text(.contractAnswered(playerName: "Wilfred Crumbsworth", answer: .signed(TransfersFixtures.deal)))
                    == "Wilfred Crumbsworth signs: £9.5k/wk for 3 seasons, fee £1.3M")
        #expect(text(.bidReplied(TransfersFixtures.openBid.with(id: 7, status: .accepted)))
                    == "Player No4 sold to Athletic Puddlebury for £2.0M")
        #expect(text(.bidReplied(TransfersFixtures.openBid.with(id: 7, status: .countered(fee: 2_300_000))))
                    == "Athletic Puddlebury will not pay £2.3M for Player No4: their bid is off")
        #expect(text(.bidClosed(TransfersFixtures.rejectedBid))
                    == "Athletic Puddlebury's bid for Player No4 is rejected already")
        #expect(text(.refused("The window is shut")) == "The window is shut")
        #expect(text(.unreadable(text: "lots", purpose: .bid(playerId: "p-9", playerName: "B", clubName: "C")))
                    == "“lots” is not a fee: type pounds, as 1200000 or 1.2M")
        #expect(text(.unreadable(text: "x", purpose: .filter(.ages))) == "“x” is not an age or ages: type 21 or 18-25")
    }

    @Test("the prompt line names what is typed and what Enter does")
    func input() {
        var typing = state()
        typing.input = TransfersInput(purpose: .seasons(playerId: "p-9", playerName: "Barnaby Thunderboots",
                                                        weeklyWage: 18_000), text: "3")
        #expect(transform.transform(typing).input == .init(label: "Seasons for Barnaby Thunderboots at £18.0k/wk",
                                                           text: "3", hint: "Enter offers · Esc cancels"))
        typing.outcome = .bidAnswered(playerId: "p-9", playerName: "B", clubName: "C", answer: .countered(fee: 1))
        #expect(!transform.transform(typing).canTakeCounter)
    }

    @Test("an empty list says why, but not while it loads", arguments: TransfersPage.allCases)
    func empty(page: TransfersPage) {
        let empty = TransfersScreenState(isLoading: false, page: page)
        #expect(transform.transform(empty).emptyMessage?.isEmpty == false)
        #expect(transform.transform(TransfersScreenState(page: page)).emptyMessage == nil)
    }
}
