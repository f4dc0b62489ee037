import DataManaging
import DesignSystem
import Foundation
import GameModels
import PrintableText

/// The headless career commands' work, apart from argument parsing so tests can call it.
struct HeadlessCareers {
    let dataManager: any CareerDataManaging

    /// Creates a career and returns the line that reports it.
    func create(coachFirst: String, coachLast: String, club query: String, seed: UInt64, slot: String?) async throws -> String {
        // Names are checked before a world is generated, so a typo costs nothing.
        for (value, field) in [(coachFirst, "coach first name"), (coachLast, "coach last name")] {
            if case .failure(let violation) = CoachNameRule.validate(value, field: field) {
                throw CommandFailure(violation.description)
            }
        }
        do {
            let preview = try await dataManager.worldPreview(seed: seed)
            let club = try ClubMatcher.match(query, in: preview.allClubs).mapError { CommandFailure($0.description) }.get()
            let request = CreateNewCareerRequest(coachFirstName: coachFirst, coachLastName: coachLast,
                                                 teamId: club.teamId, worldSeed: seed, slot: slot)
            let summary = try await dataManager.createNewCareer(request).summary
            return "Created career '\(summary.careerId)': \(summary.coachName) manages \(summary.clubName)"
                + " (\(summary.divisionName), tier \(summary.divisionTier)), season \(summary.seasonLabel), world seed \(seed)."
        } catch let error as DataError {
            throw CommandFailure(error.message)
        }
    }

    func listText() async throws -> String {
        let slots = try await careers()
        guard !slots.isEmpty else { return "No careers yet. Start one with `supersoccer` or `supersoccer new`." }
        let header = ["SLOT", "COACH", "CLUB", "DIVISION", "SEASON", "DATE"]
        let rows = slots.map { slot -> [String] in
            guard let summary = slot.summary else {
                let name = PrintableText.printable(slot.slot)
                if case .unreadable(let reason) = slot.status { return [name, "unreadable: \(reason)"] }
                return [name]
            }
            return [slot.slot, summary.coachName, summary.clubName, summary.divisionName,
                    summary.seasonLabel, summary.date.description]
        }
        return TextTable.render([header] + rows)
    }

    func listJSON() async throws -> String {
        try HeadlessJSON.encode(try await careers().map(CareerListing.init))
    }

    private func careers() async throws -> [CareerSlot] {
        do {
            return try await dataManager.listCareers()
        } catch {
            throw CommandFailure(error.message)
        }
    }
}

/// One row of `careers --json`.
struct CareerListing: Codable, Equatable {
    let slot: String
    let status: String
    let reason: String?
    let coach: String?
    let club: String?
    let division: String?
    let tier: Int?
    let season: String?
    let date: String?

    init(_ slot: CareerSlot) {
        self.slot = slot.slot
        let summary = slot.summary
        status = summary == nil ? "unreadable" : "ready"
        if case .unreadable(let reason) = slot.status { self.reason = reason } else { reason = nil }
        coach = summary?.coachName
        club = summary?.clubName
        division = summary?.divisionName
        tier = summary?.divisionTier
        season = summary?.seasonLabel
        date = summary?.date.description
    }
}
