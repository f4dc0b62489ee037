import DataManaging
import GameModels
import MainMenuFeature
import Testing
import TestSupport

@MainActor
struct MainMenuViewModelTransformTests {
    let transform = MainMenuViewModelTransform()

    @Test func theMenuListsItsThreeEntries() {
        let viewModel = transform.makeViewModel(from: MainMenuState(careers: [Fixtures.readySlot]))

        #expect(viewModel.menu.items.map(\.label) == ["New career", "Continue", "Quit"])
        #expect(viewModel.menu.items.map(\.isEnabled) == [true, true, true])
        #expect(viewModel.menu.items[0].detail == nil)
        #expect(viewModel.menu.items[2].detail == nil)
    }

    @Test(arguments: [
        (nil, nil, "(loading…)", false),
        (nil, "storage error: x", "(unavailable)", false),
        ([], nil, "(no saved careers)", false),
        ([Fixtures.brokenSlot], nil, "(none readable)", false),
        ([Fixtures.readySlot, Fixtures.brokenSlot], nil, "(1 career)", true),
        ([Fixtures.readySlot, MainMenuTestData.readySlot("b"), Fixtures.brokenSlot], nil, "(2 careers)", true),
    ] as [([CareerSlot]?, String?, String, Bool)])
    func continueCountsTheCareersThatOpen(careers: [CareerSlot]?, loadError: String?,
                                          detail: String, enabled: Bool) {
        let state = MainMenuState(careers: careers, loadErrorMessage: loadError)

        let item = transform.makeViewModel(from: state).menu.items[1]

        #expect(item.detail == detail)
        #expect(item.isEnabled == enabled)
    }

    @Test func theSelectedItemBecomesItsIndex() {
        let viewModel = transform.makeViewModel(from: MainMenuState(careers: [], selectedItem: .quit))

        #expect(viewModel.menu.selectedIndex == 2)
    }

    @Test func aReadySlotShowsItsCareer() {
        let viewModel = transform.makeViewModel(from: MainMenuState(mode: .slotList, careers: [Fixtures.readySlot]))

        #expect(viewModel.mode == .slotList)
        #expect(viewModel.slots.rows == [SlotRowViewModel(
            slotName: "career-1",
            detail: .career(coach: "Ada Whistle", club: "Crumpet Rovers", division: "The Custard Premiership",
                            season: "2026/27", date: "1 Aug 2026"))])
        #expect(viewModel.slots.rows[0].isSelectable)
    }

    @Test func anUnreadableSlotSaysWhy() {
        let viewModel = transform.makeViewModel(from: MainMenuState(careers: [Fixtures.brokenSlot]))

        let row = viewModel.slots.rows[0]
        #expect(row.slotName == "broken")
        #expect(row.detail == .unreadable("unreadable: not a SQLite database"))
        #expect(!row.isSelectable)
    }

    @Test(arguments: [
        (GameDate(year: 2031, month: 12, day: 25), "25 Dec 2031"),
        (GameDate(year: 2027, month: 1, day: 9), "9 Jan 2027"),
    ])
    func datesAreWrittenDayMonthYear(date: GameDate, expected: String) {
        let state = MainMenuState(careers: [MainMenuTestData.readySlot("x", date: date)])

        guard case let .career(_, _, _, _, shown) = transform.makeViewModel(from: state).slots.rows[0].detail else {
            Issue.record("expected a career row")
            return
        }
        #expect(shown == expected)
    }

    @Test func theSelectedSlotIsPassedOn() {
        let state = MainMenuState(mode: .slotList, careers: [Fixtures.readySlot, Fixtures.brokenSlot],
                                  selectedSlotIndex: 1)

        #expect(transform.makeViewModel(from: state).slots.selectedIndex == 1)
    }

    @Test(arguments: [
        (nil, nil, nil),
        ("storage error: x", nil, "storage error: x"),
        ("storage error: x", "career 'b' cannot be read: y", "career 'b' cannot be read: y"),
    ] as [(String?, String?, String?)])
    func theNoticeOutranksTheLoadError(loadError: String?, notice: String?, expected: String?) {
        let state = MainMenuState(careers: [], loadErrorMessage: loadError, notice: notice)

        #expect(transform.makeViewModel(from: state).message == expected)
    }
}
