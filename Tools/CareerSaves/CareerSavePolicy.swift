import DataManaging
import Foundation
import Persistence
import SaveArchive

extension SaveArchivePolicy {
    /// Saves of SuperSoccer careers: the career file's identity, and the game's own reader as the
    /// content check (it also migrates an older schema), so an imported career is one the game opens.
    public static let career = SaveArchivePolicy(
        applicationID: CareerDatabase.applicationID,
        currentSchemaVersion: CareerDatabase.schemaVersion,
        migrate: { url in try openAsCareer(url) },
        validate: { url in try openAsCareer(url) }
    )

    /// Opens the staged file as the game would (migrating an older schema). Its failure keeps only
    /// the reason: the staging file's name means nothing to the player.
    private static func openAsCareer(_ url: URL) throws(CareerSaveError) {
        do {
            _ = try CareerDatabase.summary(ofCareerAt: url)
        } catch .careerUnreadable(_, let reason) {
            throw CareerSaveError(reason)
        } catch {
            throw CareerSaveError(error.message)
        }
    }
}

extension SaveSummary {
    /// The header summary of the career in the database at `url`.
    public static func ofCareer(at url: URL) throws -> SaveSummary {
        let career = try CareerDatabase.summary(ofCareerAt: url)
        return SaveSummary(coach: career.coachName, club: career.clubName, season: career.seasonLabel,
                           date: career.date.description)
    }
}
