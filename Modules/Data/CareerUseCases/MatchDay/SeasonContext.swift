import DataManaging
import GameModels
import Persistence
import SeasonEngine

/// The current season of a career as the season use cases see it: the career, its divisions top tier
/// first, its clubs with their names, and the calendar.
struct SeasonContext {
    let career: Career
    let leagueName: String
    let season: Season
    let startDate: GameDate
    /// By tier, top flight first.
    let divisions: [Division]
    let teams: [Team]
    private let infos: [String: TeamInfo]
    private let tiers: [String: Int]

    init(records: SeasonRecords) throws(StoredValueError) {
        career = try CareerTransformer.model(from: records.career)
        leagueName = records.league.name
        season = SeasonTransformer.model(from: records.season)
        startDate = try SeasonTransformer.startDate(of: records.season)
        divisions = records.divisions.map(DivisionTransformer.model(from:))
            .sorted { ($0.tier, $0.id) < ($1.tier, $1.id) }
        teams = records.teams.map(TeamTransformer.model(from:))
        let infoById = Dictionary(records.teamInfos.map { ($0.id, TeamInfoTransformer.model(from: $0)) },
                                  uniquingKeysWith: { first, _ in first })
        var infos: [String: TeamInfo] = [:]
        for team in teams {
            guard let info = infoById[team.infoId] else {
                throw StoredValueError(message: "team_info '\(team.infoId)' is missing")
            }
            infos[team.id] = info
        }
        self.infos = infos
        tiers = Dictionary(divisions.map { ($0.id, $0.tier) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every club's name by team id, as the match engine's commentary uses them.
    var clubNames: [String: String] { infos.mapValues(\.name) }

    func clubName(_ teamId: String) -> String { infos[teamId]?.name ?? teamId }

    /// How many rounds this season's cup has, as its clubs' tiers shape it (`CupFormat`).
    var cupRounds: Int {
        CupFormat(entrants: teams.map { CupEntrant(teamId: $0.id, tier: tier(ofDivision: $0.divisionId)) }).rounds
    }

    /// The cup round played midweek after league day `matchDay` of a season of `weeks`, if any (`CupCalendar`).
    func cupRound(afterMatchDay matchDay: Int, weeks: Int) -> Int? {
        CupCalendar.round(afterMatchDay: matchDay, rounds: cupRounds, weeks: weeks)
    }

    /// The league day cup round `round` follows (`CupCalendar`).
    func cupMatchDay(beforeRound round: Int, weeks: Int) -> Int {
        CupCalendar.matchDay(beforeRound: round, rounds: cupRounds, weeks: weeks)
    }

    func info(_ teamId: String) -> TeamInfo? { infos[teamId] }

    func shortName(_ teamId: String) -> String { infos[teamId]?.shortName ?? teamId }

    func division(_ divisionId: String) -> Division? { divisions.first { $0.id == divisionId } }

    /// Clubs of a division without one sort after every division.
    func tier(ofDivision divisionId: String) -> Int { tiers[divisionId] ?? .max }

    func teamIds(inDivision divisionId: String) -> [String] {
        teams.filter { $0.divisionId == divisionId }.map(\.id)
    }

    func date(ofMatchDay matchDay: Int) -> GameDate {
        SeasonCalendar.date(ofMatchDay: matchDay, seasonStart: startDate)
    }

    func involvesUser(_ match: Match) -> Bool {
        match.homeTeamId == career.userTeamId || match.awayTeamId == career.userTeamId
    }

    func summary(of match: Match) -> FixtureSummary {
        FixtureSummary(matchId: match.id, divisionId: match.divisionId, matchDay: match.matchDay,
                       date: date(ofMatchDay: match.matchDay), homeTeamId: match.homeTeamId,
                       homeName: clubName(match.homeTeamId), awayTeamId: match.awayTeamId,
                       awayName: clubName(match.awayTeamId), homeGoals: match.homeGoals, awayGoals: match.awayGoals)
    }

    /// A cup tie among a day's results, dated `date` and listed under the home club's division; extra time and
    /// penalties in its `settlement`.
    func summary(of tie: CupTie, matchDay: Int, date: GameDate) -> FixtureSummary {
        FixtureSummary(matchId: tie.id, divisionId: teams.first { $0.id == tie.homeTeamId }?.divisionId ?? "",
                       matchDay: matchDay, date: date, homeTeamId: tie.homeTeamId, homeName: clubName(tie.homeTeamId),
                       awayTeamId: tie.awayTeamId, awayName: clubName(tie.awayTeamId), homeGoals: tie.homeGoals,
                       awayGoals: tie.awayGoals, settlement: tie.settlement)
    }

    /// The user's tie of round `round` among `played`, as `advance` and the game report it.
    func userCupResult(round: Int, of rounds: Int, played: [CupTie]) -> AdvanceResult.CupResult? {
        played.first { $0.teamIds.contains(career.userTeamId) }.map { tie in
            AdvanceResult.CupResult(roundName: CupNames.round(round, of: rounds), homeName: clubName(tie.homeTeamId),
                                    awayName: clubName(tie.awayTeamId), tie: tie,
                                    wentThrough: tie.winnerTeamId == career.userTeamId)
        }
    }
}
