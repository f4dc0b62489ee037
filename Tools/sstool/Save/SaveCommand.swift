import ArgumentParser

/// `sstool save`: the compressed save files of ARCHITECTURE.md §8, through the same `SaveArchive` code
/// the game uses.
struct SaveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "save",
        abstract: "Export, import, inspect and verify career save files (.sssave).",
        discussion: "Every refusal is one line on standard error and exit status 1; no career file is changed.",
        subcommands: [SaveExportCommand.self, SaveImportCommand.self, SaveInspectCommand.self, SaveVerifyCommand.self]
    )
}
