import DataManaging
import NewGameFeature
import NewGameFeatureMocks
import TestSupport
import Testing

@MainActor
@Suite("New Career view model transform")
struct NewGameViewModelTransformTests {
    let transform = NewGameViewModelTransform()

    @Test("a fresh form prompts for a club, shows the seed and cannot start")
    func freshForm() {
        let model = transform.transform(NewGameFormState(seed: 42))

        #expect(model == NewGameFixtures.emptyForm)
        #expect(!model.canStart)
        #expect(model.capturesText)
    }

    @Test("the whole seed is shown, so the world can be shared")
    func largeSeed() {
        let model = transform.transform(NewGameFormState(seed: .max))
        #expect(model.worldSeed.field.value == "18446744073709551615")
    }

    @Test("the chosen club shows its division from the preview, or only its name without one")
    func clubText() {
        let muddyford = Fixtures.worldPreview.divisions[1].clubs[0]
        let withPreview = transform.transform(NewGameFormState(seed: 42, club: muddyford,
                                                               worldPreview: Fixtures.worldPreview))
        let withoutPreview = transform.transform(NewGameFormState(seed: 42, club: muddyford))

        #expect(withPreview.clubSelector.text == "Real Muddyford (The Gravy Championship)")
        #expect(withPreview.clubSelector.isChosen)
        #expect(withoutPreview.clubSelector.text == "Real Muddyford")
    }

    @Test("start is enabled only with two valid names, a seed and a club")
    func canStart() {
        let club = NewGameFixtures.club
        let ready = NewGameFormState(seed: 1, firstName: " Ada ", lastName: "O'Neil-Smith", club: club)
        let badName = NewGameFormState(seed: 1, firstName: "Ada", lastName: "R2D2", club: club)
        let noClub = NewGameFormState(seed: 1, firstName: "Ada", lastName: "Whistle")
        var noSeed = ready
        noSeed.seedText = ""

        #expect(transform.transform(ready).canStart)
        #expect(!transform.transform(noSeed).canStart)
        #expect(!transform.transform(badName).canStart)
        #expect(!transform.transform(noClub).canStart)
    }

    @Test("errors land under their fields and the focus marks one part")
    func errorsAndFocus() {
        let state = NewGameFormState(seed: 42, focus: .club,
                                     fieldErrors: [.firstName: "First name must not be empty",
                                                   .club: "Choose a club first"],
                                     formError: "storage error: disk full")
        let model = transform.transform(state)

        #expect(model.firstName.error == "First name must not be empty")
        #expect(model.lastName.error == nil)
        #expect(model.clubSelector.error == "Choose a club first")
        #expect(model.formError == "storage error: disk full")
        #expect(model.clubSelector.isFocused)
        #expect(!model.firstName.isFocused && !model.worldSeed.field.isFocused && !model.startButton.isFocused)
        #expect(!model.capturesText)
    }
}
