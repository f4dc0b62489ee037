import ArgumentParser

/// `supersoccer transfers`: the transfer market of a career without the UI. Searching is the default; bids,
/// signings and answers to bids are its other subcommands.
struct TransfersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transfers",
        abstract: "The transfer market: supersoccer transfers [search | bid | sign | answer] --career SLOT …",
        subcommands: [TransfersSearchCommand.self, TransfersBidCommand.self, TransfersSignCommand.self,
                      TransfersAnswerCommand.self],
        defaultSubcommand: TransfersSearchCommand.self
    )
}
