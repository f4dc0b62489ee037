import Navigation
import Testing

/// The generic state keeper every loading feature's interactor uses (issue #39).
@MainActor
struct ScreenModelTests {
    private struct State: LoadableScreenState, Equatable {
        var isLoading = true
        var errorMessage: String?
        var value = 0
        var scrollOffset = 0
    }

    private struct Failure: Error {}

    private func model() -> ScreenModel<State, String> {
        ScreenModel(State()) { "\($0.value)\($0.isLoading ? " loading" : "")\($0.errorMessage.map { " " + $0 } ?? "")" }
    }

    @Test func everyChangeMakesTheViewModelAgain() {
        let screen = model()
        #expect(screen.viewModel == "0 loading")
        screen.update { $0.value = 7 }
        #expect(screen.viewModel == "7 loading")
    }

    @Test func aLoadShowsWhatCameOrOneLineWhyNothingDidKeepingWhatWasThere() async {
        let screen = model()
        await screen.load({ () async throws(Failure) in 5 }, failure: { _ in "no" }) { $0.value = $1 }
        #expect(screen.state == State(isLoading: false, errorMessage: nil, value: 5))
        await screen.load({ () async throws(Failure) -> Int in throw Failure() }, failure: { _ in "Could not load" }) {
            $0.value = $1
        }
        #expect(screen.state == State(isLoading: false, errorMessage: "Could not load", value: 5))
        #expect(screen.viewModel == "5 Could not load")
    }

    @Test func aScrollStaysWithinItsEnds() {
        let screen = model()
        screen.scroll(\.scrollOffset, by: 5, limit: 3)
        #expect(screen.state.scrollOffset == 3)
        screen.scroll(\.scrollOffset, by: -10, limit: 3)
        #expect(screen.state.scrollOffset == 0)
    }
}
