import AppComposition
import ArgumentParser
import DataManaging

/// `supersoccer transfers answer`: accepts, rejects or counters another club's bid for one of the user's players.
struct TransfersAnswerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "answer",
        abstract: "Answer a bid: supersoccer transfers answer --career SLOT --bid ID (--accept | --reject | --counter N)"
    )

    @OptionGroup var data: DataDirectoryOption

    @Option(help: "The career slot.")
    var career: String

    @Option(parsing: .unconditional, help: "The bid's id (see `transfers --bids`).")
    var bid: Int

    @Flag(help: "Sell him for the fee bid.")
    var accept = false

    @Flag(help: "Turn the bid down.")
    var reject = false

    @Option(parsing: .unconditional, help: "Ask this fee instead, in pounds.")
    var counter: Int?

    func validate() throws {
        guard [accept, reject, counter != nil].filter({ $0 }).count == 1 else {
            throw ValidationError("use exactly one of --accept, --reject and --counter")
        }
    }

    @MainActor
    func run() async throws {
        let container = DependencyContainer(dataDirectory: data.url, seed: nil)
        let reply: BidReply = accept ? .accept : reject ? .reject : .counter(fee: counter ?? 0)
        PrintableOutput.print(try await HeadlessTransfers(transfers: container.dataManager).answer(careerId: career, bidId: bid,
                                                                                   reply: reply))
    }
}
