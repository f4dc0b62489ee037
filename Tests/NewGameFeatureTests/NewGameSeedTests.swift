import DataManaging
import NewGameFeature
import NewGameFeatureMocks
import TestSupport
import Testing

@MainActor
@Suite("New Career world seed")
struct NewGameSeedTests {
    /// Puts the focus on the seed and replaces the prefilled seed with `text`.
    private func typeSeed(_ text: String, in harness: NewGameHarness) {
        harness.focus(.worldSeed)
        for _ in 0..<30 { harness.interactor.deleteBackward() }
        harness.interactor.type(text)
    }

    @Test("the seed field starts with the drawn seed and takes typing; the club chooser and the career use it")
    func typedSeedIsUsed() async {
        let harness = NewGameHarness(seed: 42)
        #expect(harness.interactor.viewModel.worldSeed.field.value == "42")
        typeSeed("2026", in: harness)
        #expect(harness.interactor.viewModel.capturesText)
        #expect(harness.interactor.viewModel.worldSeed.field.value == "2026")

        harness.focus(.club)
        await harness.interactor.activate()
        #expect(harness.delegate.calls == [.requestsTeamPick(seed: 2026)])

        harness.fill(firstName: "Ada", lastName: "Whistle", club: NewGameFixtures.club)
        await harness.interactor.activate()
        #expect(harness.dataManager.createNewCareerRequests.map(\.worldSeed) == [2026])
    }

    @Test("the seed takes digits only and at most twenty; what it leaves out is said in one line")
    func digitsOnly() {
        let harness = NewGameHarness()
        typeSeed("12a-3", in: harness)
        #expect(harness.interactor.viewModel.worldSeed.field.value == "123")
        #expect(harness.interactor.viewModel.worldSeed.field.error == "Left out 2 characters: a seed takes digits only")

        typeSeed(String(repeating: "9", count: 25), in: harness)
        #expect(harness.interactor.viewModel.worldSeed.field.value == String(repeating: "9", count: 20))
        #expect(harness.interactor.viewModel.worldSeed.field.error == "Cut at 20 characters, the most it holds")

        // A paste that brings both says both.
        harness.interactor.deleteBackward()
        harness.interactor.type("12 34 56")
        #expect(harness.interactor.viewModel.worldSeed.field.value == String(repeating: "9", count: 19) + "1")
        #expect(harness.interactor.viewModel.worldSeed.field.error
                    == "Left out 2 characters: a seed takes digits only; cut at 20 characters, the most it holds")
    }

    @Test("an empty or too large seed is one line under the field; no club chooser, nothing created",
          arguments: [("", "World seed must not be empty"),
                      ("99999999999999999999", "World seed must be a whole number from 0 to 18446744073709551615")])
    func badSeed(text: String, message: String) async {
        let harness = NewGameHarness()
        harness.fill(firstName: "Ada", lastName: "Whistle", club: NewGameFixtures.club)
        typeSeed(text, in: harness)

        harness.focus(.club)
        await harness.interactor.activate()
        #expect(harness.delegate.calls.isEmpty)
        #expect(harness.interactor.viewModel.worldSeed.field.error == message)

        harness.focus(.startCareer)
        await harness.interactor.activate()
        #expect(harness.interactor.viewModel.worldSeed.field.error == message)
        #expect(!harness.interactor.viewModel.canStart)
        #expect(harness.createCalls == 0)
    }

    @Test("a new seed is a new world: the club chosen in the old one is dropped, and the new world is loaded")
    func changedSeedDropsTheClub() async {
        let harness = NewGameHarness(seed: 42)
        await harness.interactor.load()
        harness.interactor.didPickTeam(NewGameFixtures.club)

        typeSeed("7", in: harness)
        #expect(!harness.interactor.viewModel.clubSelector.isChosen)
        #expect(harness.interactor.viewModel.clubSelector.error == NewGameInteractor.seedChangedClubMessage)

        await harness.interactor.load()
        #expect(harness.dataManager.worldPreviewSeeds == [42, 7])
    }
}
