import Foundation

/// libFuzzer's entry point: `ci/fuzz-save` builds this target with `-sanitize=fuzzer` (libFuzzer then
/// supplies `main`); a plain build calls it from `Replay`, so both run exactly the same checks. `FUZZ_TARGET=database`
/// turns the input into edits of a career's database (`DatabaseProbe`) instead of the bytes of a save file.
@_cdecl("LLVMFuzzerTestOneInput")
public func saveArchiveFuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = FuzzTarget.current.check(bytes)
    return 0
}

/// Which probe the inputs go to, from `FUZZ_TARGET`.
enum FuzzTarget {
    case saveFile
    case database

    static let current: FuzzTarget = ProcessInfo.processInfo.environment["FUZZ_TARGET"] == "database" ? .database
        : .saveFile

    /// One line saying what became of `bytes`.
    func check(_ bytes: [UInt8]) -> String {
        switch self {
        case .saveFile:
            switch ImportProbe.shared.check(bytes) {
            case .accepted(let save): "accepted (\(save.header.summaryLine))"
            case .rejected(let error): "rejected: \(error.message)"
            }
        case .database: DatabaseProbe.shared.check(bytes)
        }
    }

    /// The scratch folder to remove when a replay ends.
    var directory: URL {
        switch self {
        case .saveFile: ImportProbe.shared.directory
        case .database: DatabaseProbe.shared.directory
        }
    }
}
