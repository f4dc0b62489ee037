import DataManaging
import GameModels
import MainMenuFeature
import Testing
import TestSupport

@MainActor
struct MainMenuViewModelTransformTests {
    let transform = MainMenuViewModelTransform()

    @Test func theMenuListsItsFourEntriesWithImportBeforeQuit() {
        let viewModel = transform.makeViewModel(from: MainMenuState(careers: [Fixtures.readySlot]))

        #expect(viewModel.menu.items.map(\.label) == ["New career", "Continue", "Import save", "Quit"])
        #expect(viewModel.menu.items.map(\.isEnabled) == [true, true, true, true])
        #expect(viewModel.menu.items.map(\.detail) == [nil, "(1 career)", nil, nil])
    }

    @Test func importSaveIsAvailableEvenWithoutCareers() {
        let viewModel = transform.makeViewModel(from: MainMenuState(careers: []))

        #expect(viewModel.menu.items[2].isEnabled)
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

        #expect(viewModel.menu.selectedIndex == 3)
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
        ("storage error: x", .careerUnreadable(slot: "b", reason: "y"), "career 'b' cannot be read: y"),
        (nil, .careerImported(slot: "old-save"), "Imported career 'old-save'"),
    ] as [(String?, MainMenuNotice?, String?)])
    func theNoticeOutranksTheLoadError(loadError: String?, notice: MainMenuNotice?, expected: String?) {
        let state = MainMenuState(careers: [], loadErrorMessage: loadError, notice: notice)

        #expect(transform.makeViewModel(from: state).message == expected)
    }
}

@MainActor
struct MainMenuImportTransformTests {
    let transform = MainMenuViewModelTransform()

    @Test func theImportModeShowsThePathFieldAndCapturesText() {
        let viewModel = transform.makeViewModel(from: MainMenuState(mode: .importSave, careers: [],
                                                                    importPath: "~/saves/a.sssave"))

        #expect(viewModel.mode == .importSave)
        #expect(viewModel.capturesText)
        #expect(viewModel.importSave == ImportSaveViewModel(
            label: "Save file", path: "~/saves/a.sssave",
            hint: "Installs the career under the file's name; existing ones are never replaced.", error: nil))
    }

    @Test(arguments: [MainMenuMode.menu, .slotList])
    func theListsDoNotCaptureText(mode: MainMenuMode) {
        #expect(!transform.makeViewModel(from: MainMenuState(mode: mode, careers: [])).capturesText)
    }

    @Test(arguments: [
        (ImportSaveProblem.blankPath, "Enter the path of a save file"),
        (.refused("save file a.sssave: bad magic"), "save file a.sssave: bad magic"),
        (.refused("checksum mismatch\nin payload\r\n"), "checksum mismatch; in payload"),
    ])
    func eachProblemIsOneLineUnderTheField(problem: ImportSaveProblem, expected: String) {
        let state = MainMenuState(mode: .importSave, careers: [], importPath: "a.sssave", importProblem: problem)

        let viewModel = transform.makeViewModel(from: state)

        #expect(viewModel.importSave.error == expected)
        #expect(viewModel.message == nil)
    }
}
