import DataManaging
import GameModels
import InboxFeature
import InboxFeatureMocks
import Testing

@MainActor
@Suite("InboxViewModelTransform")
struct InboxViewModelTransformTests {
    let transform = InboxViewModelTransform()

    @Test("rows carry the date, a word for the kind, the subject and the unread mark")
    func rows() {
        let viewModel = transform.transform(InboxScreenState(isLoading: false, messages: InboxFixtures.messages,
                                                             total: 3, unread: 2, selectedIndex: 1))
        #expect(viewModel.summary == "2 unread of 3 messages")
        #expect(viewModel.rows.first == .init(date: "8 Aug 2026", kind: "Injury",
                                              subject: "Percy Pumpernickel injured (out 3)", isUnread: true))
        #expect(viewModel.rows.map(\.kind) == ["Injury", "Pyramid", "Pyramid"])
        #expect(viewModel.rows.map(\.isUnread) == [true, true, false])
        #expect(viewModel.selectedIndex == 1 && viewModel.opened == nil && viewModel.emptyMessage == nil)
    }

    @Test("a page of a longer inbox says which part it lists, and the selection counts within the page")
    func pageOfALongInbox() {
        let viewModel = transform.transform(InboxScreenState(isLoading: false, messages: InboxFixtures.messages,
                                                             pageOffset: 50, total: 1_234, unread: 7,
                                                             selectedIndex: 52))
        #expect(viewModel.summary == "7 unread of 1234 messages · 51–53")
        #expect(viewModel.selectedIndex == 2)
        let filtered = transform.transform(InboxScreenState(isLoading: false, messages: [InboxFixtures.injury],
                                                            total: 1, unread: 2,
                                                            filter: InboxFilter(withoutPyramidNews: true)))
        #expect(filtered.summary == "2 unread of 1 message · pyramid news hidden" && filtered.pyramidNewsHidden)
    }

    @Test("the open message shows whole, with its date and kind")
    func opened() {
        let viewModel = transform.transform(InboxScreenState(isLoading: false, messages: InboxFixtures.messages,
                                                             total: 3, unread: 2, openMessageId: InboxFixtures.goat.id))
        #expect(viewModel.opened == .init(subject: InboxFixtures.goat.subject, dateLine: "1 Aug 2026 · Pyramid",
                                          body: InboxFixtures.goat.body))
    }

    @Test("every kind has its own word")
    func kinds() {
        let messages = InboxMessage.Kind.allCases.enumerated().map { index, kind in
            InboxMessage(id: index, date: GameDate(year: 2026, month: 8, day: 1), kind: kind, subject: "s", body: "b",
                         isRead: false)
        }
        let kinds = transform.transform(InboxScreenState(isLoading: false, messages: messages)).rows.map(\.kind)
        #expect(Set(kinds).count == InboxMessage.Kind.allCases.count)
        #expect(kinds.allSatisfy { $0.count <= 9 })
    }

    @Test("an empty inbox says why, but not while it loads")
    func empty() {
        #expect(transform.transform(InboxScreenState(isLoading: false)).emptyMessage != nil)
        #expect(transform.transform(InboxScreenState(isLoading: true)).emptyMessage == nil)
        #expect(transform.transform(InboxScreenState(isLoading: false)).summary == "0 unread of 0 messages")
    }
}
