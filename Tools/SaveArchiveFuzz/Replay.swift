#if !FUZZING
import CareerSaves
import Foundation

/// The entry of a plain build (the fuzzing build gets libFuzzer's `main` instead):
///
///     SaveArchiveFuzz FILE...               offer each file to the fuzzer's checks, print the outcome
///     SaveArchiveFuzz --write-seeds DIR     write the seed corpus (Tools/SaveArchiveFuzz/corpus)
///
/// Replaying a crash file found by `ci/fuzz-save` reproduces it without sanitizers.
@main
enum Replay {
    static func main() async throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        defer { try? FileManager.default.removeItem(at: ImportProbe.shared.directory) }
        switch (arguments.first, arguments.count) {
        case (nil, _), ("--write-seeds", 1), ("--write-seeds", 3...):
            FileHandle.standardError.write(Data("usage: SaveArchiveFuzz FILE... | --write-seeds DIR\n".utf8))
            exit(2)
        case ("--write-seeds", _):
            for name in try await SeedCorpus.write(to: URL(fileURLWithPath: arguments[1], isDirectory: true)) {
                print("wrote \(name)")
            }
        default:
            for path in arguments {
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
                switch ImportProbe.shared.check(bytes) {
                case .accepted(let save): print("\(path): accepted (\(save.header.summaryLine))")
                case .rejected(let error): print("\(path): rejected: \(error.message)")
                }
            }
        }
    }
}
#endif
