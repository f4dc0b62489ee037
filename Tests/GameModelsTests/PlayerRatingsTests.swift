import GameModels
import Testing

@Suite struct PlayerRatingsTests {
    @Test func overallFollowsThePositionWeights() {
        let keeper = PlayerRatings(pace: 40, shooting: 20, passing: 50, dribbling: 30,
                                   defending: 60, physical: 70, goalkeeping: 80, position: .goalkeeper)
        // 5% passing + 10% defending + 10% physical + 75% goalkeeping
        #expect(keeper.overall == 76)
        let striker = PlayerRatings(pace: 80, shooting: 90, passing: 60, dribbling: 70,
                                    defending: 30, physical: 60, goalkeeping: 10, position: .forward)
        #expect(striker.overall == 78)
    }

    @Test func overallStaysOnTheScale() {
        let floor = PlayerRatings(pace: 0, shooting: 0, passing: 0, dribbling: 0,
                                  defending: 0, physical: 0, goalkeeping: 0, position: .midfielder)
        let ceiling = PlayerRatings(pace: 120, shooting: 120, passing: 120, dribbling: 120,
                                    defending: 120, physical: 120, goalkeeping: 120, position: .defender)
        #expect(floor.overall == 1)
        #expect(ceiling.overall == 99)
    }

    @Test func keyRatingsDependOnPosition() {
        let ratings = PlayerRatings(pace: 71, shooting: 82, passing: 63, dribbling: 64,
                                    defending: 35, physical: 66, goalkeeping: 12, position: .forward)
        #expect(ratings.keyRatings(for: .forward).map(\.label) == ["SHO", "PAC"])
        #expect(ratings.keyRatings(for: .forward).map(\.value) == [82, 71])
        #expect(ratings.keyRatings(for: .goalkeeper).map(\.label) == ["GKP", "PHY"])
    }
}
