import DataManaging
import GameModels

/// Small, hand-made game data for tests: a two-division pyramid with one fully described club.
public enum Fixtures {
    public static let startDate = GameDate(year: 2026, month: 8, day: 1)
    public static let season = Season(id: "season-2026", leagueId: "league", year: 2026)
    public static let topDivision = Division(id: "div-1", leagueId: "league", name: "The Custard Premiership", tier: 1)

    public static let teamInfo = TeamInfo(id: "info-1", name: "Crumpet Rovers", shortName: "CRU",
                                          city: "Crumpetford", stadium: "The Toast Rack", founded: 1887)
    public static let team = Team(id: "team-1", infoId: "info-1", divisionId: "div-1", coachId: "coach-1", budget: 5_000_000)
    public static let coach = Coach(id: "coach-1", teamId: "team-1", firstName: "Ada", lastName: "Whistle", isUser: true)

    public static func player(_ number: Int, _ position: Position, age: Int, rating: Int,
                              wage: Int = 5_000, endSeason: Int = 2028) -> Player {
        let ratings = PlayerRatings(pace: rating, shooting: rating, passing: rating, dribbling: rating,
                                    defending: rating, physical: rating,
                                    goalkeeping: position == .goalkeeper ? rating : 20, position: position)
        return Player(id: "player-\(number)", teamId: "team-1", firstName: "Player", lastName: "No\(number)",
                      position: position, age: age, ratings: ratings,
                      contract: Contract(weeklyWage: wage, endSeason: endSeason))
    }

    public static let players: [Player] = [
        player(1, .goalkeeper, age: 31, rating: 70, wage: 9_000, endSeason: 2027),
        player(2, .defender, age: 24, rating: 66, wage: 6_000, endSeason: 2029),
        player(3, .midfielder, age: 19, rating: 61, wage: 2_500, endSeason: 2030),
        player(4, .forward, age: 28, rating: 74, wage: 12_000, endSeason: 2028),
    ]

    public static let teamDetails = TeamDetails(info: teamInfo, team: team, division: topDivision,
                                                coach: coach, players: players)

    public static let careerSummary = CareerSummary(careerId: "career-1", coachName: "Ada Whistle", teamId: "team-1",
                                                    clubName: "Crumpet Rovers", divisionName: topDivision.name,
                                                    divisionTier: 1, seasonLabel: season.label, date: startDate)

    public static let career = Career(id: "career-1", coachId: "coach-1", userTeamId: "team-1", leagueId: "league",
                                      currentSeasonId: season.id, worldSeed: 42, currentDate: startDate)

    public static let createdCareer = CreateNewCareerResult(career: career, summary: careerSummary)

    public static let worldPreview = WorldPreview(seed: 42, leagueName: "The Grand Wobbly Pyramid", divisions: [
        .init(divisionId: "div-1", name: "The Custard Premiership", tier: 1, clubs: [
            .init(teamId: "team-1", name: "Crumpet Rovers", shortName: "CRU", city: "Crumpetford", strength: 72),
            .init(teamId: "team-2", name: "Sporting Wobbleton", shortName: "SPW", city: "Wobbleton", strength: 70),
        ]),
        .init(divisionId: "div-2", name: "The Gravy Championship", tier: 2, clubs: [
            .init(teamId: "team-3", name: "Real Muddyford", shortName: "RMU", city: "Muddyford", strength: 64),
            .init(teamId: "team-4", name: "Athletic Puddlebury", shortName: "ATP", city: "Puddlebury", strength: 61),
        ]),
    ])

    public static let readySlot = CareerSlot(slot: "career-1", status: .ready(careerSummary))
    public static let brokenSlot = CareerSlot(slot: "broken", status: .unreadable(reason: "not a SQLite database"))
}
