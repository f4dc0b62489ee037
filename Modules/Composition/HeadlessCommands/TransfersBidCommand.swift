import AppComposition
import ArgumentParser

/// `supersoccer transfers bid`: bids a fee for another club's player; the club answers at once.
struct TransfersBidCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bid",
        abstract: "Bid for a player: supersoccer transfers bid --career SLOT --player ID --fee N"
    )

    @OptionGroup var data: DataDirectoryOption

    @Option(help: "The career slot.")
    var career: String

    @Option(help: "The player's id (see `transfers --json`).")
    var player: String

    @Option(parsing: .unconditional, help: "The fee offered, in pounds.")
    var fee: Int

    @MainActor
    func run() async throws {
        let container = DependencyContainer(dataDirectory: data.url, seed: nil)
        PrintableOutput.print(try await HeadlessTransfers(transfers: container.dataManager).bid(careerId: career, playerId: player,
                                                                                fee: fee))
    }
}
