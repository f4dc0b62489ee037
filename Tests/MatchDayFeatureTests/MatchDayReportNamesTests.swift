import DataManaging
import GameModels
import MatchDayFeature
import TestSupport
import Testing

/// The match report calls players what the commentary called them: namesakes on either side told apart.
@MainActor
@Suite("MatchDayViewModelTransform: namesakes in the report")
struct MatchDayReportNamesTests {
    /// The fixture preview where the user's number 13 is Albert Puddle and the opponent's 113 Virgil Puddle.
    static let preview: MatchDayPreview = {
        func renamed(_ squad: [Player], id: String, firstName: String) -> [Player] {
            squad.map { player in
                player.id == id
                    ? Player(id: player.id, teamId: player.teamId, firstName: firstName, lastName: "Puddle",
                             position: player.position, age: player.age, ratings: player.ratings,
                             contract: player.contract, condition: player.condition)
                    : player
            }
        }
        let base = SeasonFixtures.matchDayPreview
        let home = SeasonFixtures.userSide, away = SeasonFixtures.opponentSide
        func side(_ side: MatchDayPreview.Side, squad: [Player]) -> MatchDayPreview.Side {
            MatchDayPreview.Side(teamId: side.teamId, clubName: side.clubName, shortName: side.shortName,
                                 squad: squad, suggestedLineUp: side.suggestedLineUp)
        }
        return MatchDayPreview(
            seasonLabel: base.seasonLabel, matchDay: base.matchDay, date: base.date, matchCount: base.matchCount,
            userMatch: .init(matchId: "match-1", divisionName: Fixtures.topDivision.name,
                             home: side(home, squad: renamed(home.squad, id: "player-13", firstName: "Albert")),
                             away: side(away, squad: renamed(away.squad, id: "player-113", firstName: "Virgil")),
                             userIsHome: true))
    }()

    @Test("scorers and cards of two Puddles carry their initials; other names stay bare")
    func namesakesToldApart() throws {
        let moments: [(minute: Int, kind: MatchEvent.Kind, team: String, player: String)] = [
            (12, .goal, "team-1", "player-13"), (30, .yellowCard, "team-2", "player-113"),
            (58, .goal, "team-2", "player-113"), (81, .goal, "team-1", "player-14"),
            (88, .redCard, "team-1", "player-13"),
        ]
        let events = moments.map { MatchEvent(minute: $0.minute, kind: $0.kind, teamId: $0.team, playerId: $0.player) }
        let played = MatchDaySamples.played(MatchDaySamples.report(events: events, homeGoals: 2, awayGoals: 1))
        let state = MatchDayScreenState(phase: .postMatch, isLoading: false, preview: Self.preview,
                                        played: played, reportPanel: .ratings, reportCursor: 0)
        let sides = try #require(MatchDayViewModelTransform().transform(state).postMatch).sides
        #expect(sides[0].scorers == ["A. Puddle 12'", "No14 81'"])
        #expect(sides[1].scorers == ["V. Puddle 58'"])
        #expect(sides[0].cards == [.init(text: "A. Puddle 88' (R)", isRed: true)])
        #expect(sides[1].cards == [.init(text: "V. Puddle 30' (Y)", isRed: false)])
    }
}
