import AppComposition
import ArgumentParser

/// `supersoccer history`: a career's record books without the UI.
struct HistoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Print a career's history: supersoccer history --career SLOT [--json]"
    )

    @OptionGroup var data: DataDirectoryOption

    @Option(help: "The career slot.")
    var career: String

    @Flag(help: "Print JSON for scripts.")
    var json = false

    @MainActor
    func run() async throws {
        let container = DependencyContainer(dataDirectory: data.url, seed: nil)
        PrintableOutput.print(try await HeadlessHistory(history: container.dataManager).history(careerId: career, json: json))
    }
}
