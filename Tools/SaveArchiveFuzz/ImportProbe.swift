import CareerSaves
import Foundation
import SaveArchive

/// Offers one input to the import parser as the game configures it (`SaveArchivePolicy.career`) and
/// checks what must hold whatever the bytes: `inspect` and `verify` agree, every refusal is one line,
/// and `verify` leaves no file behind. A broken promise stops the process: a crash to the fuzzer.
struct ImportProbe: Sendable {
    enum Outcome {
        case accepted(VerifiedSave)
        case rejected(SaveArchiveError)
    }

    /// One per process: the input file is rewritten for every input.
    static let shared = ImportProbe()

    /// Holds the input file and the scratch folder `verify` inflates into.
    let directory: URL
    private let input: URL
    private let scratch: URL

    private init() {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("SaveArchiveFuzz-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        input = directory.appendingPathComponent("input.sssave")
        scratch = directory.appendingPathComponent("scratch", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        } catch {
            fatalError("cannot create \(scratch.path): \(error)")
        }
    }

    func check(_ bytes: [UInt8]) -> Outcome {
        do {
            try Data(bytes).write(to: input)
        } catch {
            fatalError("cannot write \(input.path): \(error)")
        }
        let inspected = Result { () throws(SaveArchiveError) in try SaveArchive.inspect(input) }
        let verified = Result { () throws(SaveArchiveError) in
            try SaveArchive.verify(input, policy: .career, scratchDirectory: scratch)
        }
        requireNoScratchFiles()
        switch (inspected, verified) {
        case (.success(let header), .success(let save)):
            require(save.header == header, "verify read another header than inspect")
            require(header.fileSize == UInt64(bytes.count), "accepted a save whose size is not the declared one")
            return .accepted(save)
        case (.failure(let inspectError), .failure(let verifyError)):
            // verify starts with inspect's checks, so it must stop at the same one.
            require(verifyError == inspectError, "inspect refused with '\(inspectError)', verify with '\(verifyError)'")
            requireOneLine(verifyError)
            return .rejected(verifyError)
        case (.success, .failure(let error)):
            requireOneLine(error)
            return .rejected(error)
        case (.failure(let error), .success):
            fatalError("verify accepted what inspect refused: \(error)")
        }
    }

    private func requireOneLine(_ error: SaveArchiveError) {
        let message = error.message
        require(!message.isEmpty, "empty message for \(error)")
        require(!message.unicodeScalars.contains { $0.properties.generalCategory == .control },
                "message with a control character: \(message.debugDescription)")
    }

    private func requireNoScratchFiles() {
        let left = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
        require(left.isEmpty, "verify left files behind: \(left)")
    }

    private func require(_ condition: Bool, _ failure: @autoclosure () -> String) {
        if !condition { fatalError(failure()) }
    }
}
