import AppComposition
import ArgumentParser
import Foundation

/// `supersoccer careers`: lists the saved careers.
struct CareersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "careers",
        abstract: "List saved careers (slot, coach, club, division, season)."
    )

    @OptionGroup var data: DataDirectoryOption

    @Flag(help: "Print JSON for scripts.")
    var json = false

    @MainActor
    func run() async throws {
        let container = DependencyContainer(dataDirectory: data.url, seed: nil)
        let service = HeadlessCareers(dataManager: container.dataManager)
        PrintableOutput.print(try await json ? service.listJSON() : service.listText())
    }
}
