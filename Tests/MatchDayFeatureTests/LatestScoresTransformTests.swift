import DataManaging
@testable import MatchDayFeature
import Testing

@Suite("Latest scores")
struct LatestScoresTransformTests {
    @Test("a cup tie's shootout shows beside its score once the clock has reached the end of extra time")
    func shootout() {
        let tie = LatestScore(matchId: "tie-3", homeName: "Owls", awayName: "Newts", homeGoalMinutes: [40],
                              awayGoalMinutes: [101], homePenalties: 4, awayPenalties: 3)
        #expect(LatestScoresTransform.row(tie, minute: 90).score == "1–0")
        #expect(LatestScoresTransform.row(tie, minute: 110).score == "1–1")
        #expect(LatestScoresTransform.row(tie, minute: 120).score == "1–1 p4–3")
        let league = LatestScore(matchId: "m-5", homeName: "Owls", awayName: "Newts", homeGoalMinutes: [20],
                                 awayGoalMinutes: [])
        #expect(LatestScoresTransform.row(league, minute: 120).score == "1–0")
    }
}
