import HeadlessCommands

/// The `supersoccer` executable: all behaviour lives in HeadlessCommands and below so it can be tested.
@main
enum SuperSoccerMain {
    static func main() async {
        await SuperSoccerCommand.runCommandLine()
    }
}
