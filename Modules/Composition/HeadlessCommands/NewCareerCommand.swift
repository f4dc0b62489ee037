import AppComposition
import ArgumentParser
import DataManaging
import Foundation

/// `supersoccer new`: creates a career without the UI.
struct NewCareerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a career: supersoccer new --coach-first Ada --coach-last Whistle --club CLUB [--seed N] [--slot S]"
    )

    @OptionGroup var data: DataDirectoryOption

    @Option(name: .customLong("coach-first"), help: "The coach's first name.")
    var coachFirst: String

    @Option(name: .customLong("coach-last"), help: "The coach's last name.")
    var coachLast: String

    @Option(help: "The club: its exact name or short name, or an unambiguous part of its name.")
    var club: String

    @Option(help: "World seed (default: a random one).")
    var seed: UInt64?

    @Option(help: "Career slot name (default: the first free career-N).")
    var slot: String?

    @MainActor
    func run() async throws {
        let directory = try data.prepared()
        let container = DependencyContainer(dataDirectory: directory, seed: seed)
        let service = HeadlessCareers(dataManager: container.dataManager)
        let summary = try await service.create(coachFirst: coachFirst, coachLast: coachLast, club: club,
                                               seed: WorldSeed.fixedOrRandom(seed), slot: slot)
        PrintableOutput.print(summary)
    }
}
