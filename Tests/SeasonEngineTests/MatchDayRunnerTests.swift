import GameModels
import MatchEngine
import SeasonEngine
import Testing
import WorldGenerator

@Suite("Match-day runner")
struct MatchDayRunnerTests {
    private let clubs = TestWorld.topClubs
    private static let worldSeed: UInt64 = 11

    private static func play(_ matches: [Match], squads: [String: [Player]] = TestWorld.squads,
                             userTeamId: String? = nil, userLineUp: LineUp? = nil,
                             worldSeed: UInt64 = worldSeed) -> MatchDayResult {
        MatchDayRunner().play(matchDay: 1, matches: matches, squads: squads, clubNames: TestWorld.clubNames,
                              userTeamId: userTeamId, userLineUp: userLineUp, worldSeed: worldSeed)
    }

    private static func side(_ teamId: String, squads: [String: [Player]] = TestWorld.squads) -> MatchSide {
        let squad = squads[teamId] ?? []
        return MatchSide(teamId: teamId, name: TestWorld.clubNames[teamId] ?? teamId, squad: squad,
                         lineUp: LineUpPicker.pick(from: squad))
    }

    private static func starters(of teamId: String, in report: MatchReport) -> Set<String> {
        Set(report.performances.filter { $0.teamId == teamId && $0.started }.map(\.playerId))
    }

    @Test("the user's match is played live with commentary, the others fast without, in fixture order")
    func liveForTheUserOnly() {
        let matches = TestWorld.matches([(clubs[0], clubs[1]), (clubs[2], clubs[3]), (clubs[4], clubs[5])])
        let result = Self.play(matches, userTeamId: clubs[3])
        #expect(result.matchDay == 1)
        #expect(result.reports.map(\.matchId) == matches.map(\.id))
        let live = result.reports[1]
        #expect(live.events.contains { !$0.commentary.isEmpty })
        for report in [result.reports[0], result.reports[2]] {
            #expect(report.events.allSatisfy { $0.commentary.isEmpty })
        }
    }

    @Test("every match is the engine's, with computer line-ups and the match's own seed")
    func usesEngineWithMatchSeeds() {
        let matches = TestWorld.matches([(clubs[0], clubs[1]), (clubs[2], clubs[3])])
        let result = Self.play(matches)
        for (match, report) in zip(matches, result.reports) {
            let expected = MatchEngine().playFast(matchId: match.id, home: Self.side(match.homeTeamId),
                                                  away: Self.side(match.awayTeamId),
                                                  seed: MatchSeed.seed(worldSeed: Self.worldSeed, matchId: match.id))
            #expect(report == expected)
        }
        #expect(Self.play(matches) == result)
    }

    @Test("the user's line-up is played as given; the opponent still picks its own")
    func userLineUpHonoured() throws {
        let user = clubs[0]
        let squad = try #require(TestWorld.squads[user])
        let star = try #require(squad.filter { $0.position != .goalkeeper }.max { $0.ratings.overall < $1.ratings.overall })
        let lineUp = LineUpPicker.pick(from: squad.filter { $0.id != star.id }, formation: .fiveThreeTwo)
        #expect(LineUpRule.validate(lineUp, squad: squad) == nil)
        #expect(lineUp.starters != LineUpPicker.pick(from: squad).starters)

        let matches = TestWorld.matches([(clubs[1], user)])
        let report = try #require(Self.play(matches, userTeamId: user, userLineUp: lineUp).reports.first)
        #expect(Self.starters(of: user, in: report) == Set(lineUp.starters))
        let used = Set(report.performances.filter { $0.teamId == user && $0.minutesPlayed > 0 }.map(\.playerId))
        #expect(used.isSubset(of: Set(lineUp.starters + lineUp.bench)))
        #expect(Self.starters(of: clubs[1], in: report) == Set(Self.side(clubs[1]).lineUp.starters))
    }

    @Test("injured and suspended players are never picked, and serve one match day of their absence")
    func unavailablePlayersSitOut() throws {
        var squads = TestWorld.squads
        var absent: [String: PlayerCondition] = [:]
        for club in clubs.prefix(4) {
            let squad = try #require(squads[club])
            let best = squad.sorted { $0.ratings.overall > $1.ratings.overall }.prefix(4)
            for (index, player) in best.enumerated() {
                absent[player.id] = index.isMultiple(of: 2) ? PlayerCondition(injuryMatchDays: 2)
                                                            : PlayerCondition(suspensionMatchDays: 1)
            }
            squads[club] = squad.map { absent[$0.id].map($0.with(condition:)) ?? $0 }
        }
        let matches = TestWorld.matches([(clubs[0], clubs[1]), (clubs[2], clubs[3])])
        let result = Self.play(matches, squads: squads, userTeamId: clubs[0])
        let appeared = Set(result.reports.flatMap(\.performances).map(\.playerId))
        #expect(appeared.isDisjoint(with: absent.keys))
        for (playerId, before) in absent {
            #expect(result.conditions[playerId]
                == PlayerCondition(injuryMatchDays: before.injuryMatchDays - 1,
                                   suspensionMatchDays: before.suspensionMatchDays - 1))
        }
    }

    @Test("players who played tire by their minutes, everyone recovers over the week, only changes are returned")
    func fitness() throws {
        let (home, away, idle) = (clubs[0], clubs[1], clubs[2])
        var squads = TestWorld.squads
        let idleSquad = try #require(squads[idle])
        let tired = idleSquad[0].with(condition: PlayerCondition(fitness: 60, injuryMatchDays: 3))
        squads[idle] = [tired] + idleSquad.dropFirst()
        let homeSquad = try #require(squads[home])
        let weary = homeSquad.map { $0.with(condition: PlayerCondition(fitness: 92)) }
        squads[home] = weary

        let result = Self.play(TestWorld.matches([(home, away)]), squads: squads)
        let report = try #require(result.reports.first)
        // A week wins back about two thirds of what is missing: 40 missing leave 14.
        #expect(result.conditions[tired.id] == PlayerCondition(fitness: 86, injuryMatchDays: 2))
        #expect(idleSquad.dropFirst().allSatisfy { result.conditions[$0.id] == nil })

        let performances = Dictionary(uniqueKeysWithValues: report.performances.map { ($0.playerId, $0) })
        for player in weary {
            // Only changes are returned: a 90' that costs what the week restores leaves a player at 92.
            let condition = result.conditions[player.id] ?? player.condition
            guard let performance = performances[player.id], performance.minutesPlayed > 0 else {
                #expect(condition.fitness == 97)
                continue
            }
            #expect(condition.fitness <= 97 && condition.fitness >= 88)
            if performance.minutesPlayed == 90 { #expect(condition.fitness <= 94) }
        }
        let awayRegulars = report.performances.filter { $0.teamId == away && $0.minutesPlayed == 90 }
        #expect(!awayRegulars.isEmpty)
        #expect(awayRegulars.allSatisfy { (result.conditions[$0.playerId]?.fitness ?? 100) < 100 })
    }

    @Test("injuries keep players out one to six match days, red cards one, drawn from the match alone")
    func injuriesAndSuspensions() throws {
        let fixtures = FixtureScheduler.fixtures(for: TestWorld.world, seed: 1).filter { $0.matchDay == 1 }
        var injuries = 0
        var dismissals = 0
        for worldSeed in UInt64(1)...12 {
            let result = Self.play(fixtures, worldSeed: worldSeed)
            for (match, report) in zip(fixtures, result.reports) {
                for performance in report.performances where performance.injured || performance.redCards > 0 {
                    let condition = try #require(result.conditions[performance.playerId])
                    if performance.injured {
                        injuries += 1
                        #expect((1...6).contains(condition.injuryMatchDays))
                        // The same match alone gives the same length: it depends on its own seed only.
                        let alone = Self.play([match], worldSeed: worldSeed)
                        #expect(alone.conditions[performance.playerId]?.injuryMatchDays == condition.injuryMatchDays)
                    }
                    if performance.redCards > 0 {
                        dismissals += 1
                        #expect(condition.suspensionMatchDays == 1)
                    }
                }
            }
        }
        #expect(injuries > 0)
        #expect(dismissals > 0)
    }
}
