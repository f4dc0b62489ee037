import LeagueFeature
import LeagueFeatureMocks
import Navigation
import Testing

@MainActor
@Suite("LeagueView keys")
struct LeagueViewKeyTests {
    let interactor = MockLeagueInteractor()
    var view: LeagueView { LeagueView(presenter: interactor) }

    @Test("up/k and down/j move the selection")
    func selection() async {
        let view = self.view
        for key in [Key.up, .character("k"), .down, .character("j")] {
            #expect(await view.handle(key))
        }
        #expect(interactor.moveSelectionOffsets == [-1, -1, 1, 1])
    }

    @Test("left/h and right/l switch the division")
    func divisions() async {
        let view = self.view
        for key in [Key.left, .character("h"), .right, .character("l")] {
            #expect(await view.handle(key))
        }
        #expect(interactor.switchDivisionOffsets == [-1, -1, 1, 1])
    }

    @Test("t, f, s and m switch the view")
    func modes() async {
        let view = self.view
        for key in ["f", "s", "m", "t"] {
            #expect(await view.handle(.character(Character(key))))
        }
        #expect(interactor.shownModes == [.fixtures, .scorers, .numbers, .table])
    }

    @Test("in the fixtures [ / p and ] / n page the match day")
    func matchDayPaging() async {
        interactor.viewModel = LeagueFixtures.fixtures()
        let view = self.view
        for key in ["[", "p", "]", "n"] {
            #expect(await view.handle(.character(Character(key))))
        }
        #expect(interactor.pageMatchDayOffsets == [-1, -1, 1, 1])
    }

    @Test("outside the fixtures the paging keys are not used")
    func pagingElsewhere() async {
        interactor.viewModel = LeagueFixtures.table()
        for key in ["[", "p", "]", "n"] {
            #expect(await view.handle(.character(Character(key))) == false)
        }
        #expect(interactor.pageMatchDayOffsets.isEmpty)
    }

    @Test("enter opens the selected top scorer")
    func enterOnScorers() async {
        interactor.viewModel = LeagueFixtures.scorers()
        #expect(await view.handle(.enter))
        #expect(interactor.openSelectionCallCount == 1)
    }

    @Test("enter is not used in the table and the fixtures")
    func enterElsewhere() async {
        for viewModel in [LeagueFixtures.table(), LeagueFixtures.fixtures()] {
            interactor.viewModel = viewModel
            #expect(await view.handle(.enter) == false)
        }
        #expect(interactor.openSelectionCallCount == 0)
    }

    @Test("esc closes")
    func escape() async {
        #expect(await view.handle(.escape))
        #expect(interactor.closeCallCount == 1)
    }

    @Test("q, ? and other keys are left to the runtime in every view")
    func unusedKeys() async {
        for viewModel in [LeagueFixtures.table(), LeagueFixtures.fixtures(), LeagueFixtures.scorers()] {
            interactor.viewModel = viewModel
            for key in [Key.character("q"), .character("?"), .character("x"), .tab, .backspace, .text("abc")] {
                #expect(await view.handle(key) == false)
            }
        }
        #expect(interactor.hasNoActions)
        #expect(!view.capturesText)
    }

    @Test("appearing reloads the league every time")
    func appearLoads() async {
        let view = self.view
        await view.appear()
        await view.appear()
        #expect(interactor.loadCallCount == 2)
    }
}
