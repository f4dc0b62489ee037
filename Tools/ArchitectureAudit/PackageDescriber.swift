import Foundation

/// Runs `swift package describe --type json` for a package.
public enum PackageDescriber {
    /// The describe output of the package at `packageRoot`. A scratch path of its own keeps the
    /// call off the package's `.build` lock, so the audit never waits for a build running beside
    /// it; `describe` never writes into that path, so one fixed path serves every run.
    public static func describe(packageRoot: URL) throws(AuditError) -> Data {
        let temporary = FileManager.default.temporaryDirectory
        let scratch = temporary.appendingPathComponent("sstool-audit-describe")
        let errorLog = temporary.appendingPathComponent("sstool-audit-\(UUID().uuidString).stderr")
        defer { try? FileManager.default.removeItem(at: errorLog) }
        guard FileManager.default.createFile(atPath: errorLog.path, contents: nil),
              let errorHandle = try? FileHandle(forWritingTo: errorLog) else {
            throw .describeFailed("cannot create \(errorLog.path)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", packageRoot.path,
                             "--scratch-path", scratch.path, "describe", "--type", "json"]
        let output = Pipe()
        process.standardOutput = output
        // stderr goes to a file: a full stderr pipe could block the child while stdout is read.
        process.standardError = errorHandle
        do {
            try process.run()
        } catch {
            throw .describeFailed("cannot start swift: \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? errorHandle.close()
        guard process.terminationStatus == 0 else {
            let log = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
            let firstError = log.split(whereSeparator: \.isNewline).first { $0.contains("error: ") }
            let message = firstError.map { String($0.hasPrefix("error: ") ? $0.dropFirst("error: ".count) : $0) }
            throw .describeFailed(message ?? "exit status \(process.terminationStatus)")
        }
        return data
    }
}
