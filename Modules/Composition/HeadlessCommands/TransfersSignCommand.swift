import AppComposition
import ArgumentParser

/// `supersoccer transfers sign`: offers a player a contract, by default what he asks.
struct TransfersSignCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sign",
        abstract: "Offer a player a contract: supersoccer transfers sign --career SLOT --player ID [--wage W] [--seasons N]"
    )

    @OptionGroup var data: DataDirectoryOption

    @Option(help: "The career slot.")
    var career: String

    @Option(help: "The player's id.")
    var player: String

    @Option(parsing: .unconditional, help: "Weekly wage offered, in pounds (default: his demand).")
    var wage: Int?

    @Option(parsing: .unconditional, help: "Full seasons after this one (default: his demand).")
    var seasons: Int?

    @MainActor
    func run() async throws {
        let container = DependencyContainer(dataDirectory: data.url, seed: nil)
        PrintableOutput.print(try await HeadlessTransfers(transfers: container.dataManager)
            .sign(careerId: career, playerId: player, wage: wage, seasons: seasons))
    }
}
