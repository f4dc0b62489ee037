import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a command found on PATH, as a shell would, with its output going to a file or returned.
enum ExternalCommand {
    /// Runs `arguments` with stdout written to `output`, which must not exist yet (a shell's `>`
    /// onto an existing file would make ext4 flush it on close, a cost no save pays).
    static func run(_ arguments: [String], stdoutTo output: URL) throws {
        let descriptor = open(output.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw BenchmarkError("cannot create \(output.path): errno \(errno)") }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try finish(try start(arguments, stdout: handle), arguments)
    }

    /// Runs `arguments` and returns what it printed, or nil when it cannot be run or fails.
    static func output(of arguments: [String]) -> String? {
        let pipe = Pipe()
        guard let process = try? start(arguments, stdout: pipe.fileHandleForWriting) else { return nil }
        // Our copy of the write end must close, or the read below never sees the end of the output.
        try? pipe.fileHandleForWriting.close()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        guard (try? finish(process, arguments)) != nil else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    private static func start(_ arguments: [String], stdout: FileHandle) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw BenchmarkError("cannot start \(arguments[0]): \(error)")
        }
        return process
    }

    private static func finish(_ process: Process, _ arguments: [String]) throws {
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("\(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
        }
    }
}
