import Foundation
@testable import HeadlessCommands
import Testing

/// Bad input on the command line is one line, in ArgumentParser's wording, with no usage dump.
@Suite struct CommandLineErrorTests {
    private func errorLine(_ arguments: [String]) -> String? {
        do {
            var command = try SuperSoccerCommand.parseAsRoot(arguments)
            try command.validate()
            return "parsed"
        } catch {
            return SuperSoccerCommand.errorLine(for: error)
        }
    }

    @Test(arguments: [
        (["advance", "--career", "a", "--days", "0"], "Error: --days must be at least 1, not 0"),
        (["advance", "--career", "a", "--days", "-2"], "Error: --days must be at least 1, not -2"),
        (["advance", "--career", "a", "--days", "x"], "Error: The value 'x' is invalid for '--days <days>'"),
        (["advance", "--career", "a", "--days", "2", "--to-season-end"],
         "Error: use only one of --days, --to-season-end, --seasons and --until-news"),
        (["simulate", "--seed", "1", "--seasons", "501"], "Error: --seasons must be between 1 and 500, not 501"),
        (["simulate", "--seed", "-1", "--seasons", "2"], "Error: The value '-1' is invalid for '--seed <seed>'"),
        (["inbox", "--unread"], "Error: Missing expected argument '--career <career>'"),
        (["inbox", "--career", "a", "--limit", "0"], "Error: --limit must be 1–1000, not 0"),
        (["inbox", "--career", "a", "--offset", "-3"], "Error: --offset must be 0 or more, not -3"),
        (["board", "--career", "a", "--accept", "2", "--apply", "Owls"], "Error: use --accept or --apply, not both"),
        (["board", "--career", "a", "--accept", "x"], "Error: The value 'x' is invalid for '--accept <accept>'"),
    ])
    func badInputIsOneLine(arguments: [String], expected: String) {
        let line = errorLine(arguments)
        #expect(line == expected)
        #expect(line?.contains("\n") == false)
    }

    /// What was typed comes back inside the error line: a line break must not forge a second line, nor an escape
    /// sequence reach the terminal (`ESC[2J` clears it, OSC 52 writes the clipboard, BEL rings).
    @Test(arguments: [
        (["advance", "--career", "a", "--days", "x\nError: forged"],
         "Error: The value 'x; Error: forged' is invalid for '--days <days>'"),
        (["advance", "--career", "a", "--days", "\u{1B}[2J"], "Error: The value '?[2J' is invalid for '--days <days>'"),
        (["board", "--career", "a", "--accept", "\u{1B}]52;c;aGk=\u{07}"],
         "Error: The value '?]52;c;aGk=?' is invalid for '--accept <accept>'"),
        (["table", "--career", "a", "--\u{202E}json"], "Error: Unknown option '--?json'. Did you mean '--json'?"),
    ])
    func typedValuesComeBackPrintable(arguments: [String], expected: String) {
        #expect(errorLine(arguments) == expected)
    }

    /// A file, or a path through one, is no data folder: every command says so, where `careers` listed nothing.
    @Test(arguments: ["careers", "table", "advance"])
    func aDataFolderThatIsAFileIsAnError(command: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-folder-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let career = command == "careers" ? [] : ["--career", "a"]
        #expect(errorLine([command, "--data-dir", file.path + "/sub"] + career)
                    == "Error: data directory \(file.path)/sub cannot be used: \(file.path) is not a directory")
        #expect(errorLine([command, "--data-dir", file.path] + career)
                    == "Error: data directory \(file.path) cannot be used: it is not a directory")
    }

    @Test func goodInputParses() {
        #expect(errorLine(["advance", "--career", "a", "--to-season-end", "--json"]) == "parsed")
        #expect(errorLine(["table", "--career", "a", "--division", "2"]) == "parsed")
        #expect(errorLine(["inbox", "--career", "a", "--unread", "--json"]) == "parsed")
        #expect(errorLine(["board", "--career", "a", "--apply", "Owls", "--json"]) == "parsed")
    }
}
