import Foundation
import Persistence
import SaveArchive

extension SaveArchivePolicy {
    /// Saves of SuperSoccer careers: the career file's identity, and the game's own reader as the
    /// content check (it also migrates an older schema), so an imported career is one the game opens.
    public static let career = SaveArchivePolicy(
        applicationID: CareerDatabase.applicationID,
        currentSchemaVersion: CareerDatabase.schemaVersion,
        migrate: { url in _ = try CareerDatabase.summary(ofCareerAt: url) },
        validate: { url in _ = try CareerDatabase.summary(ofCareerAt: url) }
    )
}

extension SaveSummary {
    /// The header summary of the career in the database at `url`.
    public static func ofCareer(at url: URL) throws -> SaveSummary {
        let career = try CareerDatabase.summary(ofCareerAt: url)
        return SaveSummary(coach: career.coachName, club: career.clubName, season: career.seasonLabel,
                           date: career.date.description)
    }
}
