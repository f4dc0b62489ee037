import DataManaging
import Foundation
import Persistence
import SaveArchive

extension SaveArchivePolicy {
    /// Saves of SuperSoccer careers: the career file's identity, and the game's own reader as the
    /// schema and content check (it also migrates an older schema), so an imported career is one the game
    /// opens, and its summary is the one the header must carry.
    public static let career = SaveArchivePolicy(
        applicationID: CareerDatabase.applicationID,
        currentSchemaVersion: CareerDatabase.schemaVersion,
        migrate: { url in _ = try stagedCareer(at: url) },
        validate: { url in SaveSummary(try stagedCareer(at: url)) }
    )
}

/// Opens a staged copy (a snapshot or an unpacked save) as the game would, migrating an older
/// schema. A failure keeps only the reason: the staging file's name means nothing to the player.
/// An export's own snapshot skips the integrity pass (`checkingIntegrity: false`); imports never do.
func stagedCareer(at url: URL, checkingIntegrity: Bool = true) throws(CareerSaveError) -> CareerSummary {
    do {
        return try CareerDatabase.summary(ofCareerAt: url, checkingIntegrity: checkingIntegrity)
    } catch .careerUnreadable(_, let reason) {
        throw CareerSaveError(reason)
    } catch {
        throw CareerSaveError(error.message)
    }
}

extension SaveSummary {
    /// The header summary of the career in the export snapshot at `url`.
    public static func ofCareer(at url: URL) throws -> SaveSummary {
        SaveSummary(try stagedCareer(at: url, checkingIntegrity: false))
    }

    init(_ career: CareerSummary) {
        self.init(coach: career.coachName, club: career.clubName, season: career.seasonLabel,
                  date: career.date.description)
    }
}
