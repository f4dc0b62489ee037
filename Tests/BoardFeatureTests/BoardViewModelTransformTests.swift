import BoardFeature
import BoardFeatureMocks
import ClubBoard
import DataManaging
import Testing

@MainActor
@Suite("BoardViewModelTransform")
struct BoardViewModelTransformTests {
    let transform = BoardViewModelTransform()

    @Test("the standing, the expectation and a warning in words")
    func warned() {
        let viewModel = transform.transform(BoardScreenState(isLoading: false, status: BoardFixtures.warned))
        #expect(viewModel.headline == "Custard Rovers · 2nd strongest of 20 · the board expects: title challengers")
        #expect(viewModel.confidence == 24)
        #expect(viewModel.verdict == "The board has warned you: if its confidence runs out, you will be sacked.")
        #expect(viewModel.offers.isEmpty && viewModel.noOffers != nil)
    }

    @Test("a sacked coach's offers with their division and reason")
    func sacked() {
        let viewModel = transform.transform(BoardScreenState(isLoading: false, status: BoardFixtures.sacked))
        #expect(viewModel.verdict == "Sacked by Custard Rovers. Accept an offer to carry on.")
        #expect(viewModel.offers == [
            .init(club: "Real Muddyford · The Gravy Championship (tier 2)", detail: "after your sacking · 5 Sep 2026"),
            .init(club: "Athletic Puddlebury · The Gravy Championship (tier 2)", detail: "you applied · 5 Sep 2026"),
        ])
        #expect(viewModel.noOffers == nil)
    }

    @Test("a content board says nothing; nothing loaded shows no headline")
    func content() {
        let happy = BoardFixtures.status(BoardState(confidence: 70, warned: false, sacked: false, weeksInJob: 3))
        #expect(transform.transform(BoardScreenState(isLoading: false, status: happy)).verdict == nil)
        #expect(transform.transform(BoardScreenState()).headline.isEmpty)
    }
}
