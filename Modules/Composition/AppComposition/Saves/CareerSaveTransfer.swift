import CareerSaves
import Foundation
import MainMenuFeature

/// The game's side of save files: the main menu's import and the hub's export, both through
/// `CareerSaves` — the code `sstool save` runs.
@MainActor
final class CareerSaveTransfer: SaveImporting, CareerExporting {
    private let saves: CareerSaves
    private let exportDirectory: URL

    /// Exports go to `<data dir>/exports/<slot>.sssave`, replaced whole by the next export of that career.
    init(dataDirectory: URL) {
        saves = CareerSaves(dataDirectory: dataDirectory)
        exportDirectory = dataDirectory.appendingPathComponent("exports", isDirectory: true)
    }

    func importSave(atPath path: String, as slot: String?, replacing: Bool) async -> Result<String, SaveImportFailure> {
        let file = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        do {
            return .success(try saves.importSave(file, as: slot, replace: replacing).slot)
        } catch {
            return .failure(SaveImportFailure(error.message, conflict: Self.conflict(of: error, slot: slot, file: file)))
        }
    }

    /// The game's side of the remedies `sstool` offers as `--as` and `--replace`.
    private static func conflict(of error: CareerSaveError, slot: String?, file: URL) -> SaveImportFailure.SlotConflict? {
        switch error.remedy {
        case .nameTheSlot: .unnamed
        case .allowReplacing: (slot ?? (try? CareerSaves.defaultSlot(for: file))).map { .taken(slot: $0) }
        case nil: nil
        }
    }

    func exportCareer(careerId: String) async -> String {
        let file = exportDirectory.appendingPathComponent(CareerSaves.fileName(slot: careerId))
        do {
            try FileManager.default.createDirectory(at: exportDirectory, withIntermediateDirectories: true)
        } catch {
            return "Export failed: cannot create \(exportDirectory.path)"
        }
        do {
            let report = try saves.export(slot: careerId, to: file, level: 6)
            return "Saved to \(report.file.path) (\(report.header.fileSize / 1024) KB)"
        } catch {
            return "Export failed: \(error.message)"
        }
    }
}
