import AppComposition
import ArgumentParser

/// `supersoccer inbox`: a career's messages without the UI (reading them here marks nothing read).
struct InboxCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inbox",
        abstract: "Print a career's inbox, newest first: supersoccer inbox --career SLOT [--json] [--unread]"
    )

    @OptionGroup var data: DataDirectoryOption

    @Option(help: "The career slot.")
    var career: String

    @Flag(help: "Print JSON for scripts.")
    var json = false

    @Flag(help: "Only the messages not read yet.")
    var unread = false

    @MainActor
    func run() async throws {
        let container = DependencyContainer(dataDirectory: data.url, seed: nil)
        print(try await HeadlessInbox(inbox: container.dataManager).inbox(careerId: career, json: json,
                                                                          unreadOnly: unread))
    }
}
