import DataManaging
import GameModels
import MatchDayFeature
import TestSupport
import Testing

@MainActor
@Suite("MatchDayViewModelTransform: post-match")
struct MatchDayPostMatchTransformTests {
    let transform = MatchDayViewModelTransform()

    func report(_ played: PlayedMatchDay = SeasonFixtures.playedMatchDay,
                preview: MatchDayPreview? = SeasonFixtures.matchDayPreview, career: CareerSummary? = nil,
                panel: PostMatchPanel = .ratings, cursor: Int = 0) throws -> PostMatchViewModel {
        let state = MatchDayScreenState(phase: .postMatch, isLoading: false, preview: preview, career: career,
                                        played: played, reportPanel: panel, reportCursor: cursor)
        return try #require(transform.transform(state).postMatch)
    }

    @Test("the headline is the final score with full club names")
    func headline() throws {
        let report = try report()
        #expect(report.headline == "Crumpet Rovers 2–1 Sporting Wobbleton")
        #expect(report.subtitle == "Full time · Match day 1 · 1 Aug 2026 · The Custard Premiership")
        #expect(report.sides.map(\.clubName) == ["Crumpet Rovers", "Sporting Wobbleton"])
        #expect(report.sides.map(\.shortName) == ["CRU", "SPW"])
    }

    @Test("playing away, the home side of the report comes first")
    func away() throws {
        let report = MatchReport(matchId: "match-1", homeTeamId: "team-2", awayTeamId: "team-1", homeGoals: 0,
                                 awayGoals: 1, events: [
                                    MatchEvent(minute: 10, kind: .goal, teamId: "team-1", playerId: "player-13"),
                                 ], performances: [])
        let post = try self.report(MatchDaySamples.played(report), preview: MatchDaySamples.preview(userIsHome: false))
        #expect(post.headline == "Sporting Wobbleton 0–1 Crumpet Rovers")
        #expect(post.sides.map(\.shortName) == ["SPW", "CRU"])
        #expect(post.sides.map(\.scorers) == [[], ["No13 10'"]])
    }

    @Test("scorers are listed per side with their minutes")
    func scorers() throws {
        let sides = try report().sides
        #expect(sides[0].scorers == ["No13 12'", "No14 81'"])
        #expect(sides[1].scorers == ["No113 58'"])
    }

    @Test("a scorer's goals are listed together, in the order the scorers first scored")
    func brace() throws {
        let played = MatchDaySamples.played(MatchDaySamples.report(events: [
            MatchEvent(minute: 12, kind: .goal, teamId: "team-1", playerId: "player-13"),
            MatchEvent(minute: 30, kind: .goal, teamId: "team-1", playerId: "player-14"),
            MatchEvent(minute: 92, kind: .goal, teamId: "team-1", playerId: "player-13"),
        ], homeGoals: 3))
        #expect(try report(played).sides[0].scorers == ["No13 12', 90+2'", "No14 30'"])
    }

    @Test("a side without goals lists no scorer (the report shows a dash); a goal without a scorer is an own goal")
    func noGoals() throws {
        let played = MatchDaySamples.played(MatchDaySamples.report(events: [
            MatchEvent(minute: 70, kind: .goal, teamId: "team-2"),
        ], awayGoals: 1))
        let sides = try report(played).sides
        #expect(sides[0].scorers.isEmpty)
        #expect(sides[1].scorers == ["Own goal 70'"])
    }

    @Test("cards are listed per side, yellow and red")
    func cards() throws {
        let played = MatchDaySamples.played(MatchDaySamples.report(events: SeasonFixtures.userReport.events + [
            MatchEvent(minute: 88, kind: .redCard, teamId: "team-1", playerId: "player-6"),
        ]))
        let sides = try report(played).sides
        #expect(sides[0].cards == [.init(text: "No6 88' (R)", isRed: true)])
        #expect(sides[1].cards == [.init(text: "No103 30' (Y)", isRed: false)])
    }

    @Test("every player is rated with name, position, minutes and one decimal; the best is marked")
    func ratings() throws {
        let sides = try report().sides
        #expect(sides[0].ratings.count == 11)
        #expect(sides[1].ratings.count == 11)
        #expect(sides[0].ratings[0] == .init(playerId: "player-1", name: "Player No1", position: "GK",
                                             minutes: "90'", rating: "6.6"))
        let best = sides.flatMap(\.ratings).filter(\.isBest)
        #expect(best.map(\.playerId) == ["player-13"])
        #expect(best.first?.rating == "8.1")
        #expect(sides[1].ratings.allSatisfy { $0.rating == "6.2" })
    }

    @Test("starters come before substitutes, keepers to forwards; unknown ids show as themselves")
    func ratingOrder() throws {
        let performances = [
            PlayerPerformance(playerId: "player-13", teamId: "team-1", started: true, minutesPlayed: 70, rating: 7.0),
            PlayerPerformance(playerId: "player-15", teamId: "team-1", started: false, minutesPlayed: 20, rating: 6.5),
            PlayerPerformance(playerId: "player-1", teamId: "team-1", started: true, minutesPlayed: 90, rating: 7.25),
            PlayerPerformance(playerId: "stranger", teamId: "team-2", started: true, minutesPlayed: 90, rating: 5.0),
            PlayerPerformance(playerId: "player-103", teamId: "team-2", started: true, minutesPlayed: 90, rating: 7.26),
        ]
        let played = MatchDaySamples.played(MatchDaySamples.report(events: [], performances: performances))
        let sides = try report(played).sides
        #expect(sides[0].ratings.map(\.playerId) == ["player-1", "player-13", "player-15"])
        #expect(sides[0].ratings.map(\.minutes) == ["90'", "70'", "20'"])
        #expect(sides[1].ratings.map(\.playerId) == ["player-103", "stranger"])
        #expect(sides[1].ratings[1] == .init(playerId: "stranger", name: "stranger", position: "–", minutes: "90'",
                                             rating: "5.0"))
        // 7.25 and 7.26 both show as 7.3, so both are the best of the match.
        #expect(sides.flatMap(\.ratings).filter(\.isBest).map(\.playerId) == ["player-1", "player-103"])
    }

    @Test("a player out of his natural line shows the line he played, his own after his name, and sorts by it")
    func outOfPosition() throws {
        let defender = try #require(SeasonFixtures.userSquad.first { $0.position == .defender })
        let keeper = try #require(SeasonFixtures.userSquad.first { $0.position == .goalkeeper })
        let performances = [
            PlayerPerformance(playerId: defender.id, teamId: "team-1", started: true, minutesPlayed: 90, rating: 6.0,
                              line: .forward),
            PlayerPerformance(playerId: keeper.id, teamId: "team-1", started: true, minutesPlayed: 90, rating: 6.0,
                              line: .goalkeeper),
        ]
        let played = MatchDaySamples.played(MatchDaySamples.report(events: [], performances: performances))
        let ratings = try report(played).sides[0].ratings
        #expect(ratings.map(\.playerId) == [keeper.id, defender.id])
        #expect(ratings[1].position == "FW" && ratings[1].name == "\(defender.fullName) (DF)")
        #expect(ratings[0].position == "GK" && ratings[0].name == keeper.fullName)
    }

    @Test("the other results leave the user's match out; unplayed ones show without a score")
    func otherResults() throws {
        #expect(try report().otherResults == ["Real Muddyford 0–0 Athletic Puddlebury"])
        let results = SeasonFixtures.playedMatchDay.results + [SeasonFixtures.nextFixture]
        let played = MatchDaySamples.played(SeasonFixtures.userReport, results: results)
        #expect(try report(played).otherResults == ["Real Muddyford 0–0 Athletic Puddlebury",
                                                    "Sporting Wobbleton v Crumpet Rovers"])
    }

    @Test("the panel and cursor pass through")
    func panelAndCursor() throws {
        let report = try report(panel: .results, cursor: 3)
        #expect(report.panel == .results)
        #expect(report.cursor == 3)
    }

    @Test("a day without a user match reports the day's results only")
    func idleDay() throws {
        let report = try report(MatchDaySamples.idlePlayed, preview: MatchDaySamples.idlePreview,
                                career: Fixtures.careerSummary, panel: .ratings)
        #expect(report.headline == "No match for Crumpet Rovers on match day 31")
        #expect(report.subtitle == "Match day 31 · 6 Mar 2027")
        #expect(report.sides.isEmpty)
        #expect(report.panel == .results)
        #expect(report.otherResults == ["Real Muddyford 0–0 Athletic Puddlebury"])
    }
}
