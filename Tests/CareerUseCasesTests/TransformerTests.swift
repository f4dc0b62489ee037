@testable import CareerUseCases
import GameModels
@testable import Persistence
import Testing
import TestSupport

/// model → record → model gives the model back, and record → model → record the record.
private func expectRoundTrip<T: RecordTransformer>(_ transformer: T.Type, _ model: T.Model) throws -> T.Record
where T.Model: Equatable, T.Record: Equatable {
    let record = T.record(from: model)
    let restored = try T.model(from: record)
    #expect(restored == model)
    #expect(T.record(from: restored) == record)
    return record
}

struct TransformerTests {
    @Test func careerKeepsTheFullSeedRangeAndTheDate() throws {
        let career = Career(id: "slot", coachId: "c", userTeamId: "t", leagueId: "lg", currentSeasonId: "s",
                            worldSeed: UInt64.max, currentDate: GameDate(year: 2026, month: 8, day: 9))
        let record = try expectRoundTrip(CareerTransformer.self, career)
        #expect(record.worldSeed == -1)
        #expect(record.currentDate == "2026-08-09")
    }

    @Test func careerWithAnUnreadableDateIsRefused() {
        let record = CareerRecord(id: "slot", coachId: "c", userTeamId: "t", leagueId: "lg", currentSeasonId: "s",
                                  worldSeed: 1, currentDate: "yesterday")
        #expect(throws: StoredValueError(message: "career slot has an invalid date 'yesterday'")) {
            try CareerTransformer.model(from: record)
        }
    }

    @Test func league() throws {
        let record = try expectRoundTrip(LeagueTransformer.self, FixtureWorld.league)
        #expect(record == LeagueRecord(id: "lg", name: "Fixture League"))
    }

    @Test func division() throws {
        let record = try expectRoundTrip(DivisionTransformer.self, FixtureWorld.divisions[0])
        #expect(record == DivisionRecord(id: "d2", leagueId: "lg", name: "Second Tier", tier: 2))
    }

    @Test func teamInfo() throws {
        let record = try expectRoundTrip(TeamInfoTransformer.self, FixtureWorld.teamInfos[0])
        #expect(record == TeamInfoRecord(id: "i-owls", name: "Owls Athletic", shortName: "OWL", city: "Hootham",
                                         stadium: "The Nest", founded: 1901))
    }

    @Test(arguments: [FixtureWorld.teams[0], FixtureWorld.teams[3]])
    func team(_ team: Team) throws {
        let record = try expectRoundTrip(TeamTransformer.self, team)
        #expect(record.coachId == team.coachId)
        #expect(record.budget == team.budget)
    }

    @Test(arguments: [FixtureWorld.coaches[0], FixtureWorld.coaches[3],
                      Coach(id: "u", teamId: "t", firstName: "Ada", lastName: "Lovelace", isUser: true)])
    func coach(_ coach: Coach) throws {
        let record = try expectRoundTrip(CoachTransformer.self, coach)
        #expect(record.teamId == coach.teamId)
        #expect(record.isUser == coach.isUser)
    }

    @Test func playerRatingsAndContractAreFlattened() throws {
        let player = FixtureWorld.player(id: "p", teamId: "t", position: .midfielder, level: 64)
        let record = try expectRoundTrip(PlayerTransformer.self, player)
        #expect(record.position == "MF")
        #expect([record.pace, record.shooting, record.passing, record.dribbling, record.defending, record.physical,
                 record.goalkeeping] == [64, 59, 67, 62, 65, 60, 32])
        #expect(record.overall == player.ratings.overall)
        #expect(record.weeklyWage == 6_400)
        #expect(record.contractEndSeason == 2028)
    }

    @Test func freeAgentKeepsNoTeam() throws {
        let record = try expectRoundTrip(PlayerTransformer.self, FixtureWorld.players.last!)
        #expect(record.teamId == nil)
    }

    @Test func storedOverallIsKeptRatherThanRederived() throws {
        let record = PlayerTransformer.record(from: FixtureWorld.player(id: "p", teamId: nil, position: .forward, level: 70))
        let edited = PlayerRecord(id: record.id, teamId: nil, firstName: record.firstName, lastName: record.lastName,
                                  position: record.position, age: record.age, pace: record.pace,
                                  shooting: record.shooting, passing: record.passing, dribbling: record.dribbling,
                                  defending: record.defending, physical: record.physical,
                                  goalkeeping: record.goalkeeping, overall: 12, weeklyWage: record.weeklyWage,
                                  contractEndSeason: record.contractEndSeason, fitness: 100, injuryMatchDays: 0,
                                  suspensionMatchDays: 0, potential: 12)
        #expect(try PlayerTransformer.model(from: edited).ratings.overall == 12)
    }

    @Test func playerWithAnUnknownPositionIsRefused() {
        let record = PlayerRecord(id: "p9", teamId: nil, firstName: "A", lastName: "B", position: "XX", age: 20,
                                  pace: 1, shooting: 1, passing: 1, dribbling: 1, defending: 1, physical: 1,
                                  goalkeeping: 1, overall: 1, weeklyWage: 1, contractEndSeason: 2027, fitness: 100,
                                  injuryMatchDays: 0, suspensionMatchDays: 0, potential: 1)
        #expect(throws: StoredValueError(message: "player p9 has an unknown position 'XX'")) {
            try PlayerTransformer.model(from: record)
        }
    }

    @Test func playerConditionIsFlattened() throws {
        let player = FixtureWorld.player(id: "p", teamId: "t", position: .defender, level: 60)
            .with(condition: PlayerCondition(fitness: 72, injuryMatchDays: 3, suspensionMatchDays: 1))
        let record = try expectRoundTrip(PlayerTransformer.self, player)
        #expect([record.fitness, record.injuryMatchDays, record.suspensionMatchDays] == [72, 3, 1])
    }

    @Test func seasonKeepsItsStartDateBesideTheModel() throws {
        let record = SeasonTransformer.record(from: FixtureWorld.season, startDate: FixtureWorld.startDate)
        #expect(record == SeasonRecord(id: "s2026", leagueId: "lg", year: 2026, startDate: "2026-07-01"))
        #expect(SeasonTransformer.model(from: record) == FixtureWorld.season)
        #expect(try SeasonTransformer.startDate(of: record) == FixtureWorld.startDate)
    }

    @Test(arguments: [nil, "someday"])
    func seasonWithoutAStartDateHasNone(_ stored: String?) {
        let record = SeasonRecord(id: "s2019", leagueId: "lg", year: 2019, startDate: stored)
        #expect(SeasonTransformer.model(from: record).label == "2019/20")
        #expect(throws: StoredValueError(message: "season s2019 has no valid start date")) {
            try SeasonTransformer.startDate(of: record)
        }
    }

    @Test func matchReportRoundTripsThroughItsRows() throws {
        let report = MatchReport(
            matchId: "m1", homeTeamId: "a", awayTeamId: "b", homeGoals: 1, awayGoals: 0,
            events: [MatchEvent(minute: 0, kind: .kickOff, commentary: "Off we go."),
                     MatchEvent(minute: 34, kind: .goal, teamId: "a", playerId: "a9", otherPlayerId: "a7",
                                commentary: "A header!"),
                     MatchEvent(minute: 60, kind: .substitution, teamId: "b", playerId: "b4", otherPlayerId: "b12")],
            performances: [PlayerPerformance(playerId: "a9", teamId: "a", started: true, minutesPlayed: 90, goals: 1,
                                             rating: 8.5),
                           PlayerPerformance(playerId: "b12", teamId: "b", started: false, minutesPlayed: 30,
                                             yellowCards: 1, injured: true, rating: 5.5)])
        let match = MatchRecord(id: "m1", seasonId: "s", divisionId: "d", matchDay: 1, homeTeamId: "a",
                                awayTeamId: "b", homeGoals: 1, awayGoals: 0)
        let events = MatchReportTransformer.eventRecords(from: report)
        let performances = MatchReportTransformer.performanceRecords(from: report)
        #expect(events.map(\.sequence) == [1, 2, 3])
        #expect(events[1] == MatchEventRecord(matchId: "m1", sequence: 2, minute: 34, kind: "goal", teamId: "a",
                                              playerId: "a9", otherPlayerId: "a7", commentary: "A header!"))
        #expect(performances[1] == PlayerMatchRecord(matchId: "m1", playerId: "b12", teamId: "b", started: false,
                                                     minutesPlayed: 30, goals: 0, assists: 0, yellowCards: 1,
                                                     redCards: 0, injured: true, rating: 5.5))
        #expect(try MatchReportTransformer.model(from: match, events: events.reversed(),
                                                 performances: performances) == report)
    }

    @Test func unplayedMatchHasNoReport() {
        let match = MatchRecord(id: "m2", seasonId: "s", divisionId: "d", matchDay: 1, homeTeamId: "a",
                                awayTeamId: "b", homeGoals: nil, awayGoals: nil)
        #expect(throws: StoredValueError(message: "match m2 has no result")) {
            try MatchReportTransformer.model(from: match, events: [], performances: [])
        }
    }

    @Test func eventOfAnUnknownKindIsRefused() {
        let record = MatchEventRecord(matchId: "m1", sequence: 4, minute: 12, kind: "streaker", teamId: nil,
                                      playerId: nil, otherPlayerId: nil, commentary: "")
        #expect(throws: StoredValueError(message: "event 4 of match m1 has an unknown kind 'streaker'")) {
            try MatchEventTransformer.model(from: record)
        }
    }

    @Test(arguments: [
        Match(id: "m1", seasonId: "s", divisionId: "d1", matchDay: 3, homeTeamId: "a", awayTeamId: "b"),
        Match(id: "m2", seasonId: "s", divisionId: "d1", matchDay: 4, homeTeamId: "b", awayTeamId: "a",
              homeGoals: 2, awayGoals: 0),
    ])
    func match(_ match: Match) throws {
        let record = try expectRoundTrip(MatchTransformer.self, match)
        #expect(record.homeGoals == match.homeGoals)
        #expect(record.awayGoals == match.awayGoals)
    }

    @Test func playerStats() throws {
        let stats = PlayerStats(playerId: "p", seasonId: "s", appearances: 30, goals: 12, assists: 7,
                                yellowCards: 4, redCards: 1)
        let record = try expectRoundTrip(PlayerStatsTransformer.self, stats)
        #expect(record == PlayerStatsRecord(playerId: "p", seasonId: "s", appearances: 30, goals: 12, assists: 7,
                                            yellowCards: 4, redCards: 1, ratingTotal: 0, teamId: nil))
    }

    @Test func teamStats() throws {
        let stats = TeamStats(teamId: "t", seasonId: "s", won: 20, drawn: 9, lost: 9, goalsFor: 61, goalsAgainst: 40)
        let record = try expectRoundTrip(TeamStatsTransformer.self, stats)
        #expect(record == TeamStatsRecord(teamId: "t", seasonId: "s", won: 20, drawn: 9, lost: 9, goalsFor: 61,
                                          goalsAgainst: 40))
    }

    @Test func recordSetHoldsEveryEntityOfTheWorld() {
        let career = Career(id: "slot", coachId: "c-owls", userTeamId: "t-owls", leagueId: "lg",
                            currentSeasonId: "s2026", worldSeed: 42, currentDate: FixtureWorld.startDate)
        let fixtures = [Match(id: "m1", seasonId: "s2026", divisionId: "d1", matchDay: 1, homeTeamId: "t-owls",
                              awayTeamId: "t-badgers")]
        let set = CareerRecordSetTransformer.records(career: career, world: FixtureWorld.world, fixtures: fixtures)
        #expect(set.career == CareerTransformer.record(from: career))
        #expect(set.league.id == "lg")
        #expect(set.season.id == "s2026")
        #expect(set.divisions.map(\.id) == FixtureWorld.divisions.map(\.id))
        #expect(set.teamInfos.map(\.id) == FixtureWorld.teamInfos.map(\.id))
        #expect(set.teams.map(\.id) == FixtureWorld.teams.map(\.id))
        #expect(set.coaches.map(\.id) == FixtureWorld.coaches.map(\.id))
        #expect(set.players.map(\.id) == FixtureWorld.players.map(\.id))
        #expect(set.matches == fixtures.map(MatchTransformer.record(from:)))
        #expect(set.season.startDate == "2026-07-01")
    }
}
