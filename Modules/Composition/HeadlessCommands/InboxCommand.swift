import AppComposition
import ArgumentParser
import DataManaging

/// `supersoccer inbox`: a career's messages without the UI (reading them here marks nothing read).
struct InboxCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inbox",
        abstract: "Print a career's inbox, newest first: supersoccer inbox --career SLOT [--json] [--unread] "
            + "[--no-pyramid] [--limit N] [--offset K]"
    )

    @OptionGroup var data: DataDirectoryOption

    @Option(help: "The career slot.")
    var career: String

    @Flag(help: "Print JSON for scripts.")
    var json = false

    @Flag(help: "Only the messages not read yet.")
    var unread = false

    @Flag(name: .customLong("no-pyramid"), help: "Leave out the pyramid's silly news.")
    var noPyramid = false

    @Option(parsing: .unconditional, help: "List at most this many messages (1–\(InboxPage.maximumLimit)).")
    var limit = HeadlessInbox.defaultLimit

    @Option(parsing: .unconditional, help: "Skip this many of the newest messages first.")
    var offset = 0

    func validate() throws {
        guard (1...InboxPage.maximumLimit).contains(limit) else {
            throw ValidationError("--limit must be 1–\(InboxPage.maximumLimit), not \(limit)")
        }
        guard offset >= 0 else { throw ValidationError("--offset must be 0 or more, not \(offset)") }
    }

    @MainActor
    func run() async throws {
        let container = DependencyContainer(dataDirectory: data.url, seed: nil)
        let filter = InboxFilter(unreadOnly: unread, withoutPyramidNews: noPyramid)
        PrintableOutput.print(try await HeadlessInbox(inbox: container.dataManager).inbox(careerId: career, json: json, filter: filter,
                                                                          offset: offset, limit: limit))
    }
}
