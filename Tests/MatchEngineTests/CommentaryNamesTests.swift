import GameModels
import MatchEngine
import Testing

/// Two players of a match who share a surname are told apart in every line that names them.
@Suite("Namesakes in the commentary")
struct CommentaryNamesTests {
    /// Crafted sides where the home and the away number 12 (midfielders, who are in every eleven) are both
    /// called Puddle, with different first names.
    static func namesakes() -> (home: MatchSide, away: MatchSide) {
        func side(_ teamId: String, firstName: String) -> MatchSide {
            let squad = CraftedSides.squad(teamId: teamId, level: 60).map { player in
                player.id == "\(teamId)-12"
                    ? Player(id: player.id, teamId: teamId, firstName: firstName, lastName: "Puddle",
                             position: player.position, age: player.age, ratings: player.ratings,
                             contract: player.contract, condition: player.condition)
                    : player
            }
            return MatchSide(teamId: teamId, name: "\(teamId) Rovers", squad: squad,
                             lineUp: LineUpPicker.pick(from: squad))
        }
        return (side("H", firstName: "Albert"), side("A", firstName: "Virgil"))
    }

    @Test("a shared surname always comes with the first initial (or first name) of the player the event names")
    func namesakesToldApart() {
        let sides = Self.namesakes()
        var mentions = 0
        for seed in UInt64(0)..<80 {
            let report = MatchEngine().playLive(matchId: "m", home: sides.home, away: sides.away, seed: seed)
            for event in report.events where event.commentary.contains("Puddle") {
                mentions += 1
                let albert = event.commentary.contains("A. Puddle") || event.commentary.contains("Albert Puddle")
                let virgil = event.commentary.contains("V. Puddle") || event.commentary.contains("Virgil Puddle")
                let bare = ["A. Puddle", "Albert Puddle", "V. Puddle", "Virgil Puddle"].reduce(event.commentary) {
                    $0.replacing($1, with: "")
                }
                #expect(!bare.contains("Puddle"), "\(event.commentary)")
                let named = [event.playerId, event.otherPlayerId]
                if albert { #expect(named.contains("H-12"), "\(event.commentary)") }
                if virgil { #expect(named.contains("A-12"), "\(event.commentary)") }
            }
        }
        #expect(mentions > 50)
    }
}
