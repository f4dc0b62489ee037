import DataManaging
import DesignSystem
import Navigation
import TestSupport
import Testing
import TransfersFeature
import TransfersFeatureMocks

@MainActor
@Suite("TransfersView")
struct TransfersViewTests {
    let interactor = MockTransfersInteractor()

    private func viewModel(_ page: TransfersPage = .market, selected: Int = 0, input: TransfersInput? = nil,
                           outcome: TransfersOutcome? = nil, results: [MarketPlayer] = TransfersFixtures.results)
        -> TransfersViewModel {
        TransfersViewModelTransform().transform(TransfersScreenState(
            isLoading: false, status: TransfersFixtures.openStatus, page: page, results: results,
            shortlist: [TransfersFixtures.keeper], ownBids: [TransfersFixtures.refusedOwnBid],
            incomingBids: [TransfersFixtures.openBid],
            doneDeals: [TransfersFixtures.deal], selectedIndex: selected, input: input, outcome: outcome))
    }

    private func press(_ keys: [Key], on view: TransfersView) async {
        for key in keys { #expect(await view.handle(key), "\(key)") }
    }

    @Test("on the market: ←→ lists, moves, Enter, esc, the deal keys and every filter key; Tab is the hub's")
    func marketKeys() async {
        interactor.viewModel = viewModel()
        let view = TransfersView(presenter: interactor)
        await press([.right, .character("l"), .left, .character("h"), .up, .character("k"), .down, .character("j"), .character("["), .character("]"),
                     .enter, .character("s"), .character("b"), .character("o"), .character("p"), .character("f"),
                     .character("0"), .character("a"), .character("v"), .character("m"), .character("t"),
                     .character("c"), .escape], on: view)
        #expect(interactor.calls == [
            .switchPage(1), .switchPage(1), .switchPage(-1), .switchPage(-1), .move(-1), .move(-1), .move(1), .move(1), .move(-10), .move(10),
            .openSelected, .toggleShortlist, .askBid, .askContract, .cyclePosition, .toggleFreeAgentsOnly,
            .clearFilters, .editFilter(.ages), .editFilter(.minimumOverall), .editFilter(.maximumValue),
            .editFilter(.tier), .editFilter(.club), .close,
        ])
        for key in [Key.tab, .backtab, .character("x"), .character("y"), .character("r")] {
            #expect(await view.handle(key) == false, "\(key)")
        }
        #expect(!view.capturesText)
        await view.appear()
        #expect(interactor.calls.last == .load)
    }

    @Test("y takes a counter only when a club countered")
    func takeCounter() async {
        interactor.viewModel = viewModel(outcome: .bidAnswered(playerId: "p-9", playerName: "B", clubName: "C",
                                                               answer: .countered(fee: 5_000_000)))
        let view = TransfersView(presenter: interactor)
        await press([.character("y")], on: view)
        #expect(interactor.calls == [.takeCounter])
        #expect(view.keyHints.contains { $0.label == "take counter" })
    }

    @Test("on the bids for the user's players a, r and c answer; filter keys do nothing there")
    func bidKeys() async {
        interactor.viewModel = viewModel(.incomingBids)
        let view = TransfersView(presenter: interactor)
        await press([.character("a"), .character("r"), .character("c")], on: view)
        #expect(interactor.calls == [.acceptBid, .rejectBid, .askCounter])
        #expect(await view.handle(.character("p")) == false)
        #expect(await view.handle(.character("b")) == false)
    }

    @Test("on the user's own bids o offers the contract; the deal and answer keys do nothing there")
    func ownBidKeys() async {
        interactor.viewModel = viewModel(.ownBids)
        let view = TransfersView(presenter: interactor)
        await press([.character("o")], on: view)
        #expect(interactor.calls == [.askContract])
        #expect(view.keyHints.contains { $0.key == "o" && $0.label == "offer contract" })
        for character in ["a", "r", "c", "b", "s", "p"] {
            #expect(await view.handle(.character(Character(character))) == false, "\(character)")
        }
    }

    @Test("while typing every character goes to the prompt, Enter confirms and Esc cancels")
    func typingKeys() async {
        interactor.viewModel = viewModel(input: TransfersInput(purpose: .filter(.club), text: ""))
        let view = TransfersView(presenter: interactor)
        #expect(view.capturesText)
        await press([.character("q"), .text("rov"), .backspace, .enter, .escape], on: view)
        #expect(interactor.calls == [.type("q"), .type("rov"), .deleteBackward, .submitInput, .cancelInput])
        #expect(await view.handle(.down) == false)
        #expect(view.keyHints.map(\.label) == ["confirm", "cancel"])
    }

    @Test("the market at 80 and 100 columns: header, tabs, filters and the aligned table", arguments: [80, 100])
    func market(width: Int) {
        interactor.viewModel = viewModel(selected: 1)
        let context = RenderContext(width: width, height: 20, colored: false)
        let lines = TransfersView(presenter: interactor).render(in: context)
        expectFits(lines, context)
        #expect(lines[0] == "Pre-season window — closes after match day 3")
        #expect(lines[3] == "[Market]  Shortlist (1)  Your bids  Bids for you (1 open)  Done deals (1)")
        #expect(lines[4] == "Filters: none")
        #expect(lines[6].hasPrefix("    Name                 Pos Age Ovr Club               T   Value      Asks"))
        #expect(lines[8] == "    Barnaby Thunderboots FW   24  78 Sporting Wobbleton 1   £4.5M £21.0k/wk")
        #expect(lines[9].hasPrefix("▶ * Ignatius Gloveworth  GK   29  69 Real Muddyford"))
        #expect(lines[10].contains("free agent         –"))
    }

    @Test("at 40×10 every line is cut to the width, the selection stays on screen and the prompt stays")
    func small() throws {
        let many = (0..<30).map { _ in TransfersFixtures.striker }
        interactor.viewModel = viewModel(selected: 25, input: TransfersInput(
            purpose: .bid(playerId: "p-9", playerName: "Barnaby Thunderboots", clubName: "Sporting Wobbleton"),
            text: "4500000"), outcome: .refused("The window is shut"), results: many)
        let context = RenderContext(width: 40, height: 10, colored: false)
        let lines = TransfersView(presenter: interactor).render(in: context)
        expectFits(lines, context)
        #expect(lines.count == 10)
        #expect(lines.contains { $0.hasPrefix("▶ ") })
        // How a club prices a player stands above the bid, wrapped, and the refusal above that.
        let note = try #require(lines.firstIndex { $0.hasPrefix("A club asks his value") })
        #expect(lines[note - 1] == "The window is shut")
        #expect(lines[8] == "turned down.")
        #expect(lines[9].hasPrefix("Fee for Barnaby Thunderboots (Sporting "))
        let tiny = RenderContext(width: 30, height: 2, colored: true)
        let cut = TransfersView(presenter: interactor).render(in: tiny)
        expectFits(cut, tiny)
        #expect(cut.count == 2 && TextLayout.visibleWidth(cut[1]) == 30)
    }

    @Test("bids and deals pages fit 80 columns", arguments: [TransfersPage.ownBids, .incomingBids, .doneDeals])
    func otherPages(page: TransfersPage) {
        interactor.viewModel = viewModel(page)
        let context = RenderContext(width: 80, height: 12, colored: false)
        let lines = TransfersView(presenter: interactor).render(in: context)
        expectFits(lines, context)
        #expect(!lines.contains { $0.hasPrefix("Filters") })
        #expect(lines.contains { $0.hasPrefix("▶ 8 Aug 2026  Player No4") || $0.hasPrefix("▶ 1 Aug 2026  Wilfred")
            || $0.hasPrefix("▶ 1 Aug 2026  Ignatius") })
        #expect(lines.allSatisfy { !$0.hasSuffix("…") })
    }

    @Test("a load failure and an empty list are one clear line each")
    func errorAndEmpty() {
        interactor.viewModel = TransfersViewModel(isLoading: false,
                                                  errorMessage: "Could not load the transfer market: gone")
        let context = RenderContext(width: 80, height: 10, colored: false)
        #expect(TransfersView(presenter: interactor).render(in: context).first
                    == "! Could not load the transfer market: gone")
        interactor.viewModel = viewModel(results: [])
        #expect(TransfersView(presenter: interactor).render(in: context).contains {
            $0 == "No player matches these filters (0 clears them)."
        })
    }
}
