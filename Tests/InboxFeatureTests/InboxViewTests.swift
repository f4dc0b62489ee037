import DataManaging
import DesignSystem
import InboxFeature
import InboxFeatureMocks
import Navigation
import TestSupport
import Testing

@MainActor
@Suite("InboxView")
struct InboxViewTests {
    let interactor = MockInboxInteractor()

    private func listed(selected: Int = 0) -> InboxViewModel {
        InboxViewModelTransform().transform(InboxScreenState(isLoading: false, messages: InboxFixtures.messages,
                                                             total: 3, unread: 2, selectedIndex: selected))
    }

    @Test("arrows and vi keys move, [ ] page, Enter opens, m marks all read, esc leaves; appear loads")
    func listKeys() async {
        interactor.viewModel = listed()
        let view = InboxView(presenter: interactor)
        for key in [Key.up, .character("k"), .down, .character("j"), .character("["), .character("]"), .enter,
                    .character("m"), .escape] {
            #expect(await view.handle(key))
        }
        #expect(interactor.moves == [-1, -1, 1, 1])
        #expect(interactor.pages == [-1, 1])
        #expect(interactor.openCallCount == 1 && interactor.markAllReadCallCount == 1 && interactor.closeCallCount == 1)
        #expect(await view.handle(.character("z")) == false)
        await view.appear()
        #expect(interactor.loadCallCount == 1)
    }

    @Test("on an open message Esc or Enter goes back to the list, other keys do nothing")
    func messageKeys() async {
        var viewModel = listed()
        viewModel.opened = .init(subject: "s", dateLine: "d", body: "b")
        interactor.viewModel = viewModel
        let view = InboxView(presenter: interactor)
        #expect(await view.handle(.escape))
        #expect(await view.handle(.enter))
        #expect(await view.handle(.down) == false)
        #expect(await view.handle(.character("m")) == false)
        #expect(interactor.closeMessageCallCount == 2 && interactor.closeCallCount == 0 && interactor.moves.isEmpty)
        #expect(view.keyHints.map(\.label) == ["back to the inbox"])
    }

    @Test("the list at 80 and 100 columns: unread dots, aligned columns, the selection marked", arguments: [80, 100])
    func list(width: Int) {
        interactor.viewModel = listed(selected: 1)
        let context = RenderContext(width: width, height: 10, colored: false)
        let lines = InboxView(presenter: interactor).render(in: context)
        expectFits(lines, context)
        #expect(lines[0] == "2 unread of 3 messages")
        #expect(lines[2].hasPrefix("  ● 8 Aug 2026  Injury   Percy Pumpernickel injured (out 3)"))
        #expect(lines[3].hasPrefix("▶ ● 8 Aug 2026  Pyramid  Mascot stuck at Custard Park"))
        #expect(lines[4].hasPrefix("    1 Aug 2026  Pyramid  Goat on the pitch in Muddyford"))
    }

    @Test("a long subject is cut at the width; a long list keeps the selection on screen")
    func longList() {
        let messages = (1...40).map { index in
            InboxFixtures.mascot.withId(index, subject: "Event \(index) " + String(repeating: "x", count: 120))
        }
        interactor.viewModel = InboxViewModelTransform().transform(
            InboxScreenState(isLoading: false, messages: messages, total: 40, unread: 40, selectedIndex: 35))
        let context = RenderContext(width: 80, height: 12, colored: false)
        let lines = InboxView(presenter: interactor).render(in: context)
        expectFits(lines, context)
        #expect(lines.count == 12)
        #expect(lines.contains { $0.hasPrefix("▶ ● 8 Aug 2026  Pyramid  Event 36 x") && $0.hasSuffix("…") })
        // Rows above and below the screen are counted, a line each (issue #42).
        #expect(lines[2] == "  ↑ 31 newer" && lines[11] == "  ↓ 1 older")
    }

    @Test("an open message: subject, date and kind, the body wrapped to the width", arguments: [80, 100])
    func openMessage(width: Int) {
        interactor.viewModel = InboxViewModelTransform().transform(
            InboxScreenState(isLoading: false, messages: InboxFixtures.messages, total: 3, unread: 2, openMessageId: InboxFixtures.mascot.id))
        let context = RenderContext(width: width, height: 12, colored: false)
        let lines = InboxView(presenter: interactor).render(in: context)
        expectFits(lines, context)
        #expect(lines[0] == "Mascot stuck at Custard Park")
        #expect(lines[1] == "8 Aug 2026 · Pyramid")
        #expect(lines.dropFirst(3).joined(separator: " ") == InboxFixtures.mascot.body)
    }

    @Test("an empty inbox and an error are one clear line each")
    func emptyAndError() {
        interactor.viewModel = InboxViewModelTransform().transform(InboxScreenState(isLoading: false))
        let context = RenderContext(width: 80, height: 10, colored: false)
        #expect(InboxView(presenter: interactor).render(in: context).first?.hasPrefix("No messages yet") == true)
        interactor.viewModel = InboxViewModel(isLoading: false, errorMessage: "Could not load the inbox: gone")
        #expect(InboxView(presenter: interactor).render(in: context).first == "! Could not load the inbox: gone")
    }
}

private extension InboxMessage {
    func withId(_ id: Int, subject: String) -> InboxMessage {
        InboxMessage(id: id, date: date, kind: kind, subject: subject, body: body, isRead: isRead, teamId: teamId)
    }
}
