import ArgumentParser

/// `sstool`: developer and CI tooling around the game — save files and the architecture audit.
@main
struct SSTool: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sstool",
        abstract: "SuperSoccer tools: compressed save files and the architecture audit.",
        subcommands: [SaveCommand.self, AuditCommand.self]
    )
}
