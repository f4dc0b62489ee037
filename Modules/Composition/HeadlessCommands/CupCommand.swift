import AppComposition
import ArgumentParser

/// `supersoccer cup`: a season's cup of a career without the UI.
struct CupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cup",
        abstract: "Print a season's cup: supersoccer cup --career SLOT [--season YYYY] [--json]"
    )

    @OptionGroup var data: DataDirectoryOption

    @Option(help: "The career slot.")
    var career: String

    @Option(parsing: .unconditional, help: "The season that started in this year (default: the current one).")
    var season: Int?

    @Flag(help: "Print JSON for scripts.")
    var json = false

    @MainActor
    func run() async throws {
        let container = DependencyContainer(dataDirectory: data.url, seed: nil)
        PrintableOutput.print(try await HeadlessCup(cups: container.dataManager).cup(careerId: career, year: season, json: json))
    }
}
