import CareerSaves
import Foundation
import Persistence
import SaveArchive

/// Save export and import against plain zlib and `gzip -6` on the same snapshot bytes (ARCHITECTURE.md §10).
/// Targets: export ≤ 1.2× zlib deflate, import ≤ 1.3× zlib inflate with its integrity check counted
/// apart, file ≤ 1.02× the `gzip -6` output. Export and the game's import run `CareerSaves`, as the
/// game and `sstool` do; rows without a target break the times down.
struct SaveBenchmark: Benchmark {
    let name = "save"
    static let level = 6

    /// Imports with the archive's own checks only (one `integrity_check`), leaving out the game's
    /// content check, so the integrity check's share can be taken out exactly.
    static let archivePolicy = SaveArchivePolicy(applicationID: CareerDatabase.applicationID,
                                                 currentSchemaVersion: CareerDatabase.schemaVersion)

    enum Operation: Hashable {
        case export, snapshot, deflate, gzip, importArchive, importGame, integrityCheck, schemaCheck, contentCheck,
             inflate, gunzip
    }

    func run(in context: BenchmarkContext) async throws -> [Figure] {
        let seasons = context.scale.pick(full: 8, smoke: 2)
        context.log("save: generating a career with \(seasons) seasons of history")
        let files = SaveFiles(in: context.workDirectory)
        let career = try await CareerFixture.make(in: files.careers, seasons: seasons)
        let saves = CareerSaves(dataDirectory: files.careers)
        let reference = try SaveReference.make(saves: saves, slot: CareerFixture.slot, files: files, level: Self.level)
        context.log("save: snapshot \(reference.snapshotSize) bytes; timing \(context.scale.repetitions) rounds")
        let samples = try Rounds(repetitions: context.scale.repetitions)
            .run(operations(saves, career: career, reference, files))
        return figures(samples, reference)
    }

    /// Every operation writes a file that does not exist yet and removes it after timing, as
    /// export and import do: rewriting an existing file would add ext4's flush-on-truncate to a baseline.
    private func operations(_ saves: CareerSaves, career: URL, _ reference: SaveReference,
                            _ files: SaveFiles) -> [TimedOperation<Operation>] {
        func producing(_ output: URL, _ body: @escaping () throws -> Void) -> () throws -> Duration {
            {
                defer { files.remove(output) }
                return try measure(body)
            }
        }
        return [
            (.export, producing(files.exported) {
                _ = try saves.export(slot: CareerFixture.slot, to: files.exported, level: Self.level)
            }),
            (.snapshot, producing(files.vacuumed) { try SQLiteSteps.snapshot(of: career, into: files.vacuumed) }),
            (.deflate, producing(files.deflated) {
                try ZlibBaseline.deflate(try Data(contentsOf: files.snapshot), level: Self.level).write(to: files.deflated)
            }),
            (.gzip, producing(files.gzipped) {
                try ExternalCommand.run(["gzip", "-\(Self.level)", "-n", "-c", files.snapshot.path], stdoutTo: files.gzipped)
            }),
            (.importArchive, producing(files.imported) {
                _ = try SaveArchive.install(files.save, as: files.imported, replace: false, policy: Self.archivePolicy)
            }),
            (.importGame, producing(files.imported) {
                _ = try saves.importSave(files.save, as: SaveFiles.importedSlot, replace: false)
            }),
            (.integrityCheck, { try measure { try SQLiteSteps.integrityCheck(files.snapshot) } }),
            (.schemaCheck, { try measure { try CareerFileChecks.checkSchema(ofCareerAt: files.snapshot) } }),
            (.contentCheck, { try measure { try CareerFileChecks.checkContent(ofCareerAt: files.snapshot) } }),
            (.inflate, producing(files.inflated) {
                try ZlibBaseline.inflate(try Data(contentsOf: files.zlibStream), rawSize: reference.snapshotSize)
                    .write(to: files.inflated)
            }),
            (.gunzip, producing(files.gunzipped) {
                try ExternalCommand.run(["gunzip", "-c", files.gzipReference.path], stdoutTo: files.gunzipped)
            }),
        ]
    }

    private func figures(_ samples: Samples<Operation>, _ reference: SaveReference) -> [Figure] {
        let deflate = Figure.Baseline(name: "zlib deflate -\(Self.level)", value: samples.median(.deflate))
        let gzip = Figure.Baseline(name: "gzip -\(Self.level)", value: samples.median(.gzip))
        let inflate = Figure.Baseline(name: "zlib inflate", value: samples.median(.inflate))
        let gunzip = Figure.Baseline(name: "gunzip", value: samples.median(.gunzip))
        let gzipSize = Figure.Baseline(name: "gzip -\(Self.level) size", value: Double(reference.gzipSize))
        let importWithoutCheck = samples.added(.importArchive, over: .integrityCheck)
        func figure(_ id: String, _ label: String, _ value: Double, _ baseline: Figure.Baseline? = nil,
                    _ target: Target? = nil, unit: Figure.Unit = .seconds) -> Figure {
            Figure(benchmark: name, id: id, label: label, value: value, unit: unit, baseline: baseline, target: target)
        }
        let export = samples.median(.export)
        return [
            figure("snapshot-size", "snapshot size (raw)", Double(reference.snapshotSize), unit: .bytes),
            figure("export", "export", export, deflate, .ratioAtMost(1.2)),
            figure("export-vs-gzip", "export", export, gzip),
            figure("vacuum-into", "VACUUM INTO (export step)", samples.median(.snapshot), deflate),
            figure("integrity-check", "integrity check (import step)", samples.median(.integrityCheck), inflate),
            figure("schema-check", "schema check (import step)", samples.median(.schemaCheck), inflate),
            figure("content-check", "content check (import step)", samples.median(.contentCheck), inflate),
            figure("import-without-integrity-check", "import w/o integrity check", importWithoutCheck, inflate,
                   .ratioAtMost(1.3)),
            figure("import-without-integrity-check-vs-gunzip", "import w/o integrity check", importWithoutCheck, gunzip),
            figure("import-archive-checks", "import, archive checks", samples.median(.importArchive), inflate),
            figure("import-game-checks", "import, game checks", samples.median(.importGame), inflate),
            figure("file-size", "file size", Double(reference.saveSize), gzipSize, .ratioAtMost(1.02), unit: .bytes),
            figure("zlib-stream-size", "plain zlib -\(Self.level) size", Double(reference.zlibStreamSize), gzipSize,
                   unit: .bytes),
        ]
    }
}
