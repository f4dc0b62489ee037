import GameModels
import SeasonEngine
import Testing

/// The leaderboards' one rule (issue #42): best first, ties to fewer appearances then the id, the rating only over
/// half the matches or more — as the awards judge it — and a career's lines summed per player.
struct SeasonLeadersTests {
    private func line(_ id: String, apps: Int, goals: Int = 0, rating: Double = 6.5, assists: Int = 0, yellow: Int = 0,
                      red: Int = 0, team: String = "t1") -> PlayerSeasonLine {
        PlayerSeasonLine(playerId: id, teamId: team, appearances: apps, goals: goals, ratingTotal: rating * Double(apps),
                         assists: assists, yellowCards: yellow, redCards: red)
    }

    @Test func goalsAndAssistsRankBestFirstTiesToFewerAppearancesThenId() {
        let lines = [line("c", apps: 10, goals: 5, assists: 1), line("a", apps: 12, goals: 5, assists: 3),
                     line("b", apps: 10, goals: 5), line("d", apps: 3, goals: 0, assists: 3)]
        #expect(SeasonLeaders.leaders(.goals, among: lines, rounds: 20).map(\.playerId) == ["b", "c", "a"])
        #expect(SeasonLeaders.leaders(.assists, among: lines, rounds: 20).map(\.playerId) == ["d", "a", "c"])
        #expect(SeasonLeaders.leaders(.goals, among: lines.shuffled(), rounds: 20).map(\.playerId) == ["b", "c", "a"])
    }

    @Test func theRatingCountsOnlyOverHalfTheMatchesAsTheAwardsDo() {
        let lines = [line("cameo", apps: 9, rating: 9.9), line("regular", apps: 10, rating: 7.2),
                     line("steady", apps: 20, rating: 7.0)]
        #expect(SeasonLeaders.leaders(.rating, among: lines, rounds: 20).map(\.playerId) == ["regular", "steady"])
        #expect(lines.map { SeasonAwards.isRegular($0, rounds: 20) } == [false, true, true])
    }

    @Test func aRedCardWeighsAsThreeYellowsAndTheBoardIsTenLong() {
        let lines = [line("y4", apps: 10, yellow: 4), line("r1y0", apps: 10, red: 1), line("r1y1", apps: 10, yellow: 1, red: 1),
                     line("clean", apps: 10)] + (1...12).map { line("p\($0)", apps: 10, goals: $0) }
        #expect(SeasonLeaders.leaders(.cards, among: lines, rounds: 20).map(\.playerId) == ["r1y1", "y4", "r1y0"])
        #expect(SeasonLeaders.leaders(.goals, among: lines, rounds: 20).count == SeasonLeaders.length)
    }

    @Test func aCareerSumsEachPlayersSeasonsUnderHisLastClub() {
        let first = [line("a", apps: 30, goals: 10, rating: 7, assists: 2, yellow: 1, team: "t1")]
        let second = [line("a", apps: 10, goals: 5, rating: 6, assists: 1, red: 1, team: "t2"), line("b", apps: 5, goals: 1)]
        let career = SeasonLeaders.careerLines([first, second])
        #expect(career.map(\.playerId) == ["a", "b"])
        #expect(career[0] == PlayerSeasonLine(playerId: "a", teamId: "t2", appearances: 40, goals: 15, ratingTotal: 270,
                                              assists: 3, yellowCards: 1, redCards: 1))
    }
}
