import ArgumentParser

/// `supersoccer`: plays the game by default; the other commands work without the UI.
public struct SuperSoccerCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "supersoccer",
        abstract: "A retro soccer-management career game for the terminal.",
        subcommands: [PlayCommand.self, NewCareerCommand.self, CareersCommand.self, AdvanceCommand.self,
                      TableCommand.self, SimulateCommand.self],
        defaultSubcommand: PlayCommand.self
    )

    public init() {}
}
