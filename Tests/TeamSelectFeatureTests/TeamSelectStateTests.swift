import DataManaging
import TeamSelectFeature
import TeamSelectFeatureMocks
import Testing

@Suite("TeamSelectState")
struct TeamSelectStateTests {
    let preview = TeamSelectFixtures.unsortedPreview

    /// Issue #42: the club choice broke ties by name and the board by id, so a club level on strength with
    /// another was "strongest" on one screen and "2nd strongest" on the other. Both follow `StrengthRank` now.
    @Test("clubs come strongest first, equal strengths by id, as the board ranks them")
    func clubsSortedByStrength() {
        let state = TeamSelectState(phase: .loaded(preview))
        #expect(state.clubs.map(\.strength) == [78, 71, 71, 64])
        #expect(state.clubs.map(\.teamId) == ["t2", "t3", "t4", "t1"])
    }

    @Test("the selected club is taken from the sorted order of the shown division")
    func selectedClubFollowsSortedOrder() {
        #expect(TeamSelectState(phase: .loaded(preview), divisionIndex: 1, selectedIndex: 0).selectedClub?.teamId == "t6")
        #expect(TeamSelectState(phase: .loaded(preview), divisionIndex: 1, selectedIndex: 1).selectedClub?.teamId == "t5")
    }

    @Test("without a loaded preview or a valid division there are no clubs")
    func noClubsOutsideLoadedDivision() {
        #expect(TeamSelectState().clubs.isEmpty)
        #expect(TeamSelectState(phase: .failed(message: "x")).selectedClub == nil)
        #expect(TeamSelectState(phase: .loaded(preview), divisionIndex: 5).division == nil)
        #expect(TeamSelectState(phase: .loaded(preview), selectedIndex: 9).selectedClub == nil)
    }
}
