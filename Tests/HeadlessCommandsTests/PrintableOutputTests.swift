import Foundation
@testable import HeadlessCommands
import Testing

/// Every listing reaches standard output through `PrintableOutput` (issue #38): line breaks stay, nothing else that
/// a terminal would act on does.
@Suite struct PrintableOutputTests {
    @Test func controlCharactersPrintAsQuestionMarksAndLinesStay() {
        let listing = "Club\u{1B}[2J City\n\nHi\u{1B}]52;c;aGk=\u{07}\nMc\u{202E}Owl\r"
        #expect(PrintableOutput.sanitized(listing) == "Club?[2J City\n\nHi?]52;c;aGk=?\nMc?Owl?")
    }

    @Test func printableListingsAreUnchanged() {
        let listing = "  1  Owls  £1.2M  ▲\n  2  Newts  −£3k"
        #expect(PrintableOutput.sanitized(listing) == listing)
    }
}

/// Every listing goes out through `PrintableOutput`: no command of HeadlessCommands prints or writes to standard output
/// itself, so nothing read from a file reaches the terminal unfiltered (issue #38). `--help` (ArgumentParser's own
/// text, in `SuperSoccerCommand`) is the one exception.
@Suite struct OutputBoundaryTests {
    @Test func noCommandWritesToStandardOutputButThroughPrintableOutput() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Modules/Composition/HeadlessCommands").standardizedFileURL
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 20, "\(folder.path) holds \(files.count) sources")
        for file in files where file != "PrintableOutput.swift" {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.drop { $0 == " " }
                guard !code.hasPrefix("//") else { continue }
                let printsItself = code.contains("print(") && !code.contains("PrintableOutput.print(")
                    && !(file == "SuperSoccerCommand.swift" && code.contains("print(fullMessage(for: error))"))
                #expect(!printsItself && !code.contains("standardOutput"), "\(file):\(number + 1): \(code)")
            }
        }
    }
}
