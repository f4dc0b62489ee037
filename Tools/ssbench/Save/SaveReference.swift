import CareerSaves
import Foundation
import SaveArchive

/// The inputs every round shares, made once: a save of the career, its payload (the snapshot the
/// export compressed, recovered by inflating the save and checked against the header's CRC), its
/// zlib stream, and `gzip -6` of the payload. Baselines thus work on exactly the bytes the save holds.
struct SaveReference: Sendable {
    let snapshotSize: Int
    let saveSize: Int
    let zlibStreamSize: Int
    let gzipSize: Int

    static func make(saves: CareerSaves, slot: String, files: SaveFiles, level: Int) throws -> SaveReference {
        let header = try saves.export(slot: slot, to: files.save, level: level).header
        let save = try Data(contentsOf: files.save)
        let stream = save.subdata(in: header.headerLength..<save.count)
        let snapshot = try ZlibBaseline.inflate(stream, rawSize: Int(header.rawSize))
        guard ZlibBaseline.crc(of: snapshot) == header.payloadCRC32 else {
            throw BenchmarkError("the save's payload does not match its CRC-32")
        }
        try stream.write(to: files.zlibStream)
        try snapshot.write(to: files.snapshot)
        try ExternalCommand.run(["gzip", "-\(level)", "-n", "-c", files.snapshot.path], stdoutTo: files.gzipReference)
        return SaveReference(
            snapshotSize: snapshot.count,
            saveSize: save.count,
            zlibStreamSize: try ZlibBaseline.deflate(snapshot, level: level).count,
            gzipSize: try size(of: files.gzipReference)
        )
    }

    private static func size(of file: URL) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? 0
    }
}
