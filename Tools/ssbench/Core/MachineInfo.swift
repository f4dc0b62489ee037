import CZlib
import Foundation

/// What the figures were measured on, written beside them so runs on different machines are not compared blindly.
struct MachineInfo: Encodable, Sendable {
    let cpu: String
    let cores: Int
    let memoryBytes: UInt64
    let os: String
    let swift: String
    let zlib: String
    let gzip: String

    static func current() -> MachineInfo {
        MachineInfo(
            cpu: cpuModel() ?? "unknown",
            cores: ProcessInfo.processInfo.activeProcessorCount,
            memoryBytes: ProcessInfo.processInfo.physicalMemory,
            os: ProcessInfo.processInfo.operatingSystemVersionString,
            swift: firstLine(of: ["swift", "--version"]),
            zlib: String(cString: zlibVersion()),
            gzip: firstLine(of: ["gzip", "--version"])
        )
    }

    private static func cpuModel() -> String? {
        guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        let line = info.split(separator: "\n").first { $0.hasPrefix("model name") }
        return line?.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
    }

    private static func firstLine(of command: [String]) -> String {
        ExternalCommand.output(of: command)?.split(separator: "\n").first.map(String.init) ?? "unknown"
    }
}
