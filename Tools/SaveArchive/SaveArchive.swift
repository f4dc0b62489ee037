import Foundation

/// Export, inspection, verification and import of compressed save files. Every entry point
/// throws `SaveArchiveError` and leaves no file behind but the one it was asked to produce.
public enum SaveArchive {}

extension SaveArchive {
    /// Reads and checks the header (magic, version, header CRC, declared sizes against the file
    /// size) without inflating the payload.
    public static func inspect(_ file: URL) throws(SaveArchiveError) -> SaveHeader {
        let source = try PosixFile.openForReading(file)
        return try readHeader(of: source)
    }

    /// The header checks shared by `inspect` and import; leaves the file positioned at the stream.
    static func readHeader(of file: borrowing PosixFile) throws(SaveArchiveError) -> SaveHeader {
        let size = try file.size()
        guard size > 0 else { throw .emptyFile(path: file.path) }
        let prefix = try file.readBytes(count: Int(min(size, UInt64(SaveHeaderCodec.maximumLength))))
        let header = try SaveHeaderCodec.decode(prefix[...])
        guard size >= header.fileSize else { throw .fileTruncated(expected: header.fileSize, actual: size) }
        guard size == header.fileSize else { throw .trailingBytes(count: size - header.fileSize) }
        try file.seek(to: UInt64(header.headerLength))
        return header
    }
}
