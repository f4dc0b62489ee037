import AppComposition
import ArgumentParser

/// `supersoccer finances`: the user's club's money this season without the UI.
struct FinancesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "finances",
        abstract: "Print your club's finances this season: supersoccer finances --career SLOT [--json]"
    )

    @OptionGroup var data: DataDirectoryOption

    @Option(help: "The career slot.")
    var career: String

    @Flag(help: "Print JSON for scripts.")
    var json = false

    @MainActor
    func run() async throws {
        let container = DependencyContainer(dataDirectory: data.url, seed: nil)
        PrintableOutput.print(try await HeadlessFinances(finances: container.dataManager).finances(careerId: career, json: json))
    }
}
