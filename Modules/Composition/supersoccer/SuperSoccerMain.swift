import AppComposition

/// The `supersoccer` executable: all behaviour lives in AppComposition so it can be tested.
@main
enum SuperSoccerMain {
    static func main() async {
        await SuperSoccerCommand.runCommandLine()
    }
}
