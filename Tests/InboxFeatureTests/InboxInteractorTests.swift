import DataManaging
import GameModels
import InboxFeature
import InboxFeatureMocks
import TestSupport
import Testing

@MainActor
@Suite("InboxInteractor")
struct InboxInteractorTests {
    let data = MockInboxDataManager()
    let transform = MockInboxViewModelTransform()
    let delegate = MockInboxInteractorDelegate()

    private func makeInteractor() -> InboxInteractor {
        let interactor = InboxInteractor(careerId: "career-1", dataManager: data, viewModelTransform: transform)
        interactor.delegate = delegate
        return interactor
    }

    @Test("load lists the career's messages and tells the coordinator how many are unread")
    func load() async {
        data.messagesResult = .success(InboxFixtures.messages)
        let interactor = makeInteractor()
        await interactor.load()
        #expect(data.messagesCareerIds == ["career-1"])
        #expect(interactor.state.messages == InboxFixtures.messages && !interactor.state.isLoading)
        #expect(delegate.unreadCounts == [2])
        #expect(transform.lastState == interactor.state)
    }

    /// Issue #42: the list kept its old message, with the four newest above the screen and nothing to say so.
    @Test("an appearance after new messages came in selects the newest; without new ones the selection stays")
    func newMessagesAreSelectedOnTheNextAppearance() async {
        let inbox = { (count: Int) in
            (1...count).reversed().map { id in
                InboxMessage(id: id, date: GameDate(year: 2026, month: 8, day: 1), kind: .pyramid, subject: "News \(id)",
                             body: "Body \(id)", isRead: false)
            }
        }
        data.messagesResult = .success(inbox(30))
        let interactor = makeInteractor()
        await interactor.load()
        await interactor.move(by: 20)
        await interactor.load()
        #expect(interactor.state.selected?.id == 10, "nothing new: the selection stays")
        data.messagesResult = .success(inbox(34))
        await interactor.load()
        #expect(interactor.state.selectedIndex == 0 && interactor.state.selected?.id == 34)
    }

    @Test("a failed load is one line, and no count is reported")
    func failedLoad() async {
        data.messagesResult = .failure(.careerNotFound("career-1"))
        let interactor = makeInteractor()
        await interactor.load()
        #expect(interactor.state.errorMessage == "Could not load the inbox: no career in slot 'career-1'")
        #expect(delegate.unreadCounts.isEmpty)
    }

    @Test("the selection moves within the list, a page at a time with [ ]")
    func moving() async {
        data.messagesResult = .success(InboxFixtures.messages)
        let interactor = makeInteractor()
        await interactor.load()
        await interactor.move(by: 1)
        #expect(interactor.state.selectedIndex == 1)
        await interactor.page(by: 1)
        #expect(interactor.state.selectedIndex == 2)
        await interactor.move(by: 1)
        #expect(interactor.state.selectedIndex == 2)
        await interactor.page(by: -1)
        #expect(interactor.state.selectedIndex == 0)
    }

    @Test("a long inbox is read a page at a time: moving past the page reads the next, and back")
    func readsAPageAtATime() async throws {
        let inbox = (1...120).reversed().map { id in
            InboxMessage(id: id, date: GameDate(year: 2026, month: 8, day: 1), kind: .pyramid, subject: "News \(id)",
                         body: "Body \(id)", isRead: id <= 100)
        }
        data.messagesResult = .success(inbox)
        let interactor = makeInteractor()
        await interactor.load()
        #expect(data.pageRequests == [.init(careerId: "career-1", offset: 0,
                                            limit: InboxInteractor.readLength)])
        #expect(interactor.state.messages.count == InboxInteractor.readLength)
        #expect(interactor.state.total == 120 && interactor.state.unread == 20)
        #expect(delegate.unreadCounts == [20])
        for _ in 0..<5 { await interactor.page(by: 1) }
        #expect(interactor.state.selectedIndex == 50 && interactor.state.pageOffset == 50)
        #expect(interactor.state.selected?.subject == "News 70")
        #expect(data.pageRequests.map(\.offset) == [0, 50])
        await interactor.move(by: 1_000)
        #expect(interactor.state.selectedIndex == 119 && interactor.state.pageOffset == 100)
        #expect(interactor.state.messages.count == 20)
        await interactor.move(by: -1)
        #expect(data.pageRequests.map(\.offset) == [0, 50, 100])
        await interactor.page(by: -7)
        #expect(interactor.state.selectedIndex == 48 && interactor.state.pageOffset == 0)
        #expect(data.pageRequests.map(\.offset) == [0, 50, 100, 0])
    }

    @Test("opening an unread message marks it read, reloads and reports the new count")
    func openUnread() async {
        data.messagesResult = .success(InboxFixtures.messages)
        data.markReadResult = .success(())
        let interactor = makeInteractor()
        await interactor.load()
        await interactor.move(by: 1)
        data.messagesResult = .success([InboxFixtures.injury, InboxFixtures.allRead[1], InboxFixtures.goat])
        await interactor.openSelected()
        #expect(data.markedRead.map(\.messageId) == [InboxFixtures.mascot.id])
        #expect(interactor.state.openMessageId == InboxFixtures.mascot.id)
        #expect(interactor.state.selectedIndex == 1)
        #expect(delegate.unreadCounts == [2, 1])
        interactor.closeMessage()
        #expect(interactor.state.openMessageId == nil)
    }

    @Test("opening a read message stores nothing; the list does not move while a message is open")
    func openRead() async {
        data.messagesResult = .success(InboxFixtures.messages)
        let interactor = makeInteractor()
        await interactor.load()
        await interactor.move(by: 2)
        await interactor.openSelected()
        #expect(interactor.state.openMessageId == InboxFixtures.goat.id)
        #expect(data.markedRead.isEmpty)
        await interactor.move(by: -1)
        #expect(interactor.state.selectedIndex == 2)
    }

    @Test("a failed mark-read is one line and the message still opens")
    func failedMarkRead() async {
        data.messagesResult = .success(InboxFixtures.messages)
        data.markReadResult = .failure(.storage("disk full"))
        let interactor = makeInteractor()
        await interactor.load()
        await interactor.openSelected()
        #expect(interactor.state.errorMessage == "Could not mark the message read: storage error: disk full")
        #expect(interactor.state.openMessageId == InboxFixtures.injury.id)
    }

    @Test("m marks every message read and reports none unread; with none unread it stores nothing")
    func markAll() async {
        data.messagesResult = .success(InboxFixtures.messages)
        data.markAllReadResult = .success(())
        let interactor = makeInteractor()
        await interactor.load()
        data.messagesResult = .success(InboxFixtures.allRead)
        await interactor.markAllRead()
        #expect(data.markAllReadCareerIds == ["career-1"])
        #expect(delegate.unreadCounts == [2, 0])
        await interactor.markAllRead()
        #expect(data.markAllReadCareerIds == ["career-1"])
    }

    @Test("p hides the pyramid's news and shows it again, reading from the newest")
    func pyramidNewsFilter() async {
        data.messagesResult = .success(InboxFixtures.messages)
        let interactor = makeInteractor()
        await interactor.load()
        await interactor.move(by: 2)
        await interactor.togglePyramidNews()
        #expect(data.pageRequests.last?.filter == InboxFilter(withoutPyramidNews: true))
        #expect(interactor.state.messages == [InboxFixtures.injury] && interactor.state.selectedIndex == 0)
        #expect(interactor.viewModel.pyramidNewsHidden || transform.lastState?.filter.withoutPyramidNews == true)
        await interactor.togglePyramidNews()
        #expect(interactor.state.messages == InboxFixtures.messages)
        #expect(delegate.unreadCounts == [2, 2, 2])
    }

    @Test("esc tells the coordinator")
    func close() {
        makeInteractor().close()
        #expect(delegate.closeCallCount == 1)
    }
}
