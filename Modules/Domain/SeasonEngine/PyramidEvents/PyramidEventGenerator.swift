import GameModels

/// The silly events of one match day (Modules/DECISIONS.md 23): one to three, each from a different
/// template, happening to clubs of the pyramid. Drawn from the world seed, the season and the match day
/// alone, so the same day always brings the same news, whatever order it is asked in.
public enum PyramidEventGenerator {
    public static let eventsPerDay = 1...3

    /// `clubs` are the clubs the events may happen to, by team id; none gives no event.
    public static func events(worldSeed: UInt64, seasonYear: Int, matchDay: Int,
                              clubs: [String: TeamInfo]) -> [PyramidEvent] {
        // Sorted, never in the dictionary's order, which changes from run to run.
        let clubs = clubs.sorted { $0.key < $1.key }.map { (teamId: $0.key, info: $0.value) }
        guard !clubs.isEmpty else { return [] }
        var random = SeededRandomNumberGenerator(
            seed: SeedMixing.seed(worldSeed, label: "pyramid-events-\(seasonYear)-\(matchDay)"))
        let count = Int.random(in: eventsPerDay, using: &random)
        var templates = PyramidEventBank.templates
        return (0..<count).map { _ in
            let template = templates.remove(at: Int.random(in: templates.indices, using: &random))
            let club = random.pick(clubs)
            let others = clubs.filter { $0.teamId != club.teamId }
            let rival = others.isEmpty ? club : random.pick(others)
            let text = template.filled(club: club.info.name, ground: club.info.stadium, city: club.info.city,
                                       rival: rival.info.name)
            return PyramidEvent(subject: text.subject, body: text.body, teamId: club.teamId)
        }
    }
}
