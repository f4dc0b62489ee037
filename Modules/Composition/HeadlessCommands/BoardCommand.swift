import AppComposition
import ArgumentParser

/// `supersoccer board`: the board's confidence, its expectation and the job offers without the UI; takes an
/// offer or applies to a club.
struct BoardCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "board",
        abstract: "Your board's confidence and your job offers: supersoccer board --career SLOT [--json] "
            + "[--accept OFFER_ID | --apply CLUB]"
    )

    @OptionGroup var data: DataDirectoryOption

    @Option(help: "The career slot.")
    var career: String

    @Option(help: "Take the job offer with this id.")
    var accept: Int?

    @Option(help: "Apply to a club, by name or id.")
    var apply: String?

    @Flag(help: "Print JSON for scripts.")
    var json = false

    func validate() throws {
        if accept != nil, apply != nil { throw ValidationError("use --accept or --apply, not both") }
    }

    @MainActor
    func run() async throws {
        let container = DependencyContainer(dataDirectory: data.url, seed: nil)
        let board = HeadlessBoard(board: container.dataManager, league: container.dataManager)
        if let accept {
            PrintableOutput.print(try await board.accept(careerId: career, offerId: accept, json: json))
        } else if let apply {
            PrintableOutput.print(try await board.apply(careerId: career, club: apply, json: json))
        } else {
            PrintableOutput.print(try await board.status(careerId: career, json: json))
        }
    }
}
