#if !FUZZING
import CareerSaves
import Foundation

/// The entry of a plain build (the fuzzing build gets libFuzzer's `main` instead):
///
///     SaveArchiveFuzz FILE...                        offer each file to the fuzzer's checks, print the outcome
///                                                    (FUZZ_TARGET=database: as edits of a career's database)
///     SaveArchiveFuzz --write-seeds DIR              write the seed corpus (Tools/SaveArchiveFuzz/corpus)
///     SaveArchiveFuzz --write-database-seeds DIR     write the database seeds (Tools/SaveArchiveFuzz/database-corpus)
///
/// Replaying a crash file found by `ci/fuzz-save` reproduces it without sanitizers.
@main
enum Replay {
    static func main() async throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch (arguments.first, arguments.count) {
        case (nil, _), ("--write-seeds", 1), ("--write-seeds", 3...), ("--write-database-seeds", 1),
             ("--write-database-seeds", 3...):
            FileHandle.standardError.write(Data(
                "usage: SaveArchiveFuzz FILE... | --write-seeds DIR | --write-database-seeds DIR\n".utf8))
            exit(2)
        case ("--write-seeds", _):
            defer { try? FileManager.default.removeItem(at: ImportProbe.shared.directory) }
            for name in try await SeedCorpus.write(to: URL(fileURLWithPath: arguments[1], isDirectory: true)) {
                print("wrote \(name)")
            }
        case ("--write-database-seeds", _):
            for name in try DatabaseSeeds.write(to: URL(fileURLWithPath: arguments[1], isDirectory: true)) {
                print("wrote \(name)")
            }
        default:
            let target = FuzzTarget.current
            defer { try? FileManager.default.removeItem(at: target.directory) }
            for path in arguments {
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
                print("\(path): \(target.check(bytes))")
            }
        }
    }
}
#endif
