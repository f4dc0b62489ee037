import GameModels

/// The silly events of a match day (Modules/DECISIONS.md 23): rare enough to stay funny — on about one match
/// day in three, one event — never the same one twice in a season, and only what fits the month (no snow in
/// August). The season's events are laid out from the world seed and the season alone, and the club each
/// happens to from the day, so the same day always brings the same news, whatever order it is asked in.
public enum PyramidEventGenerator {
    /// The chance that a match day brings news at all.
    public static let chancePerDay = 0.33

    /// `clubs` are the clubs the day's event may happen to, by team id; none gives no event.
    public static func events(worldSeed: UInt64, seasonYear: Int, seasonStart: GameDate, matchDay: Int,
                              clubs: [String: TeamInfo]) -> [PyramidEvent] {
        // Sorted, never in the dictionary's order, which changes from run to run.
        let clubs = clubs.sorted { $0.key < $1.key }.map { (teamId: $0.key, info: $0.value) }
        guard !clubs.isEmpty,
              let template = template(worldSeed: worldSeed, seasonYear: seasonYear, seasonStart: seasonStart,
                                      matchDay: matchDay) else { return [] }
        var random = SeededRandomNumberGenerator(
            seed: SeedMixing.seed(worldSeed, label: "pyramid-events-\(seasonYear)-\(matchDay)"))
        let club = random.pick(clubs)
        let others = clubs.filter { $0.teamId != club.teamId }
        let rival = others.isEmpty ? club : random.pick(others)
        let text = template.filled(club: club.info.name, ground: club.info.stadium, city: club.info.city,
                                   rival: rival.info.name)
        return [PyramidEvent(subject: text.subject, body: text.body, teamId: club.teamId)]
    }

    /// The template of `matchDay`'s event, if it has one: the season's days are walked from the first, each
    /// with news taking the first template of the season's shuffled bank not used yet that fits its month.
    static func template(worldSeed: UInt64, seasonYear: Int, seasonStart: GameDate,
                         matchDay: Int) -> PyramidEventTemplate? {
        guard matchDay >= 1 else { return nil }
        var random = SeededRandomNumberGenerator(seed: SeedMixing.seed(worldSeed, label: "pyramid-events-\(seasonYear)"))
        var unused = PyramidEventBank.templates.shuffled(using: &random)
        var chosen: PyramidEventTemplate?
        for day in 1...matchDay {
            chosen = nil
            guard Double.random(in: 0..<1, using: &random) < chancePerDay else { continue }
            let month = SeasonCalendar.date(ofMatchDay: day, seasonStart: seasonStart).month
            if let index = unused.firstIndex(where: { $0.fits(month: month) }) {
                chosen = unused.remove(at: index)
            }
        }
        return chosen
    }
}
