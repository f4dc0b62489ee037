import DataManaging
import Foundation
import Persistence
import SaveArchive

/// Career save files for every front end: `sstool save` and the game's import and export menu items
/// run this, so both accept and refuse exactly the same files with the same one-line messages.
public struct CareerSaves: Sendable {
    /// The extension of save files.
    public static let fileExtension = "sssave"

    private let dataDirectory: URL

    /// `dataDirectory` holds the careers (`<slot>.sqlite`); it is created by the first import.
    public init(dataDirectory: URL) {
        self.dataDirectory = dataDirectory
    }

    /// `<slot>.sssave`: the name an export of `slot` gets unless told otherwise.
    public static func fileName(slot: String) -> String {
        "\(slot).\(fileExtension)"
    }

    /// The slot an import of `file` goes to when none is given: the file's name without extension.
    public static func defaultSlot(for file: URL) throws(CareerSaveError) -> String {
        let derived = file.deletingPathExtension().lastPathComponent
        guard CareerSlotName.isValid(derived) else {
            throw CareerSaveError("cannot name a career slot after '\(derived)'", remedy: .nameTheSlot)
        }
        return derived
    }

    /// Writes career `slot` to `file` (safe while the game plays it); `file`'s folder must exist.
    public func export(slot: String, to file: URL, level: Int) throws(CareerSaveError) -> ExportReport {
        let career = try careerFile(slot: slot)
        // The snapshot is read for the summary anyway, so the live career is only checked to exist.
        guard FileManager.default.fileExists(atPath: career.path) else {
            throw CareerSaveError(DataError.careerNotFound(slot))
        }
        if let problem = CareerDatabase.fileTypeProblem(at: career) {
            throw CareerSaveError(DataError.careerUnreadable(slot: slot, reason: problem))
        }
        do {
            // A log SQLite cannot read where it lies is read from a private copy (a read-only folder).
            let export = { (database: URL) throws -> ExportReport in
                try SaveArchive.export(database: database, to: file, level: level, policy: .career,
                                       summarize: SaveSummary.ofCareer(at:))
            }
            return try StrandedLog.isStranded(career) ? StrandedLog.withCopy(of: career, export) : export(career)
        } catch let error as SaveArchiveError {
            throw CareerSaveError(error, file: file)
        } catch {
            throw CareerSaveError("career '\(slot)' cannot be copied to be read: \(error.localizedDescription)")
        }
    }

    /// Verifies `file` completely, then installs it as career `slot` (nil: `defaultSlot(for:)`).
    /// A career already in that slot is only replaced with `replace`, and only once the new one passed.
    public func importSave(_ file: URL, as slot: String?, replace: Bool) throws(CareerSaveError) -> CareerImport {
        // A file that is no save at all is reported as such, before any question about the slot.
        _ = try inspect(file)
        let slot = if let slot { slot } else { try Self.defaultSlot(for: file) }
        let career = try careerFile(slot: slot)
        do {
            try DataDirectory.prepare(dataDirectory)
        } catch {
            throw CareerSaveError(error)
        }
        let report: InstallReport
        do {
            report = try SaveArchive.install(file, as: career, replace: replace, policy: .career)
        } catch .targetExists {
            throw CareerSaveError("career '\(slot)' already exists", remedy: .allowReplacing)
        } catch {
            throw CareerSaveError(error, file: file)
        }
        return CareerImport(slot: slot, header: report.save.header, replacedExisting: report.replacedExisting,
                            migratedFromSchemaVersion: report.save.migratedFromSchemaVersion)
    }

    /// Finishes or undoes a replace that a killed import left half done, and removes the work files of
    /// killed imports and exports in the data directory (`SaveArchive.recoverInterrupted`).
    public func recoverInterrupted() {
        SaveArchive.recoverInterrupted(in: dataDirectory)
    }

    /// The header and summary of `file`, without unpacking it.
    public func inspect(_ file: URL) throws(CareerSaveError) -> SaveHeader {
        do {
            return try SaveArchive.inspect(file)
        } catch {
            throw CareerSaveError(error, file: file)
        }
    }

    /// Runs every import check on `file` in a scratch copy; installs nothing.
    public func verify(_ file: URL) throws(CareerSaveError) -> VerifiedSave {
        do {
            return try SaveArchive.verify(file, policy: .career)
        } catch {
            throw CareerSaveError(error, file: file)
        }
    }

    /// The career file of `slot`; a slot that is not a safe file name ('/', '..') is refused.
    private func careerFile(slot: String) throws(CareerSaveError) -> URL {
        do {
            try CareerSlotName.validate(slot)
        } catch {
            throw CareerSaveError(error)
        }
        return CareerDatabase.fileURL(slot: slot, in: dataDirectory)
    }
}
