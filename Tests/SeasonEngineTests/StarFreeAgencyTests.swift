import GameModels
@testable import SeasonEngine
import Testing
import WorldGenerator

/// Stars whose contracts run out sign where the most wage budget is free, so the rich top-flight clubs gather them.
@Suite("Stars at the season's end")
struct StarFreeAgencyTests {
    let year = TestWorld.world.season.year + 1
    let clubs = Array(TestWorld.topClubs.prefix(3))

    /// Everyone under contract for next season except `star`, who is rated as a star and whose deal has run out.
    func players(star id: String, overall: Int = TierLevel.peakOverall(tier: 1) + StarFreeAgency.margin,
                 age: Int = 26) -> [Player] {
        TestWorld.world.players.map { player in
            guard player.id == id else { return player.with(teamId: player.teamId, contract: Contract(
                weeklyWage: player.contract.weeklyWage, endSeason: year)) }
            let ratings = PlayerRatings(pace: 80, shooting: 80, passing: 80, dribbling: 80, defending: 80, physical: 80,
                                        goalkeeping: 20, overall: overall)
            return player.with(teamId: player.teamId, age: age, ratings: ratings,
                               contract: Contract(weeklyWage: player.contract.weeklyWage, endSeason: year - 1))
        }
    }

    /// The budgets that leave `roomiest` the most wage budget free.
    func budgets(roomiest: String, in players: [Player]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: clubs.map { club in
            let bill = players.filter { $0.teamId == club && $0.contract.endSeason >= year }
                .reduce(0) { $0 + $1.contract.weeklyWage }
            return (club, bill + (club == roomiest ? 200_000 : 10_000))
        })
    }

    func sign(_ players: [Player], budgets: [String: Int], managed: String? = nil) -> StarFreeAgency.Outcome {
        var rng = SeededRandomNumberGenerator(seed: 7)
        return StarFreeAgency.sign(players: players, budgets: budgets, year: year, managed: managed, using: &rng)
    }

    var star: Player {
        TestWorld.world.players.filter { $0.teamId == clubs[0] }.sorted { $0.id < $1.id }[0]
    }

    @Test("an expiring star joins the top-flight club with the most wage budget free, on a new deal")
    func starJoinsTheRoomiestClub() {
        let everyone = players(star: star.id)
        let outcome = sign(everyone, budgets: budgets(roomiest: clubs[2], in: everyone))
        let signed = outcome.players.first { $0.id == star.id }
        #expect(signed?.teamId == clubs[2])
        #expect((signed?.contract.endSeason ?? 0) >= year)
        #expect(outcome.moves == [PlayerSigning(playerId: star.id, teamId: clubs[2])])
        #expect(outcome.renewedIds.isEmpty)
        // Nobody else moves.
        #expect(outcome.players.filter { $0.id != star.id } == everyone.filter { $0.id != star.id })
    }

    @Test("a club with the most room keeps its own star")
    func richClubKeepsItsStar() {
        let everyone = players(star: star.id)
        let outcome = sign(everyone, budgets: budgets(roomiest: clubs[0], in: everyone))
        #expect(outcome.players.first { $0.id == star.id }?.teamId == clubs[0])
        #expect(outcome.moves.isEmpty && outcome.renewedIds == [star.id])
    }

    @Test("players below the star line, past thirty or of the user's club are left to their clubs; his club signs none")
    func othersAreLeftAlone() {
        let line = TierLevel.peakOverall(tier: 1) + StarFreeAgency.margin
        for everyone in [players(star: star.id, overall: line - 1), players(star: star.id, age: StarFreeAgency.oldest + 1)] {
            let outcome = sign(everyone, budgets: budgets(roomiest: clubs[2], in: everyone))
            #expect(outcome.players == everyone && outcome.moves.isEmpty && outcome.renewedIds.isEmpty)
        }
        let everyone = players(star: star.id)
        #expect(sign(everyone, budgets: budgets(roomiest: clubs[2], in: everyone), managed: clubs[0]).players == everyone)
        // Another club's star never joins the user's club, however much room it has.
        let rival = TestWorld.world.players.filter { $0.teamId == clubs[1] }.sorted { $0.id < $1.id }[0]
        let rivals = players(star: rival.id)
        let outcome = sign(rivals, budgets: budgets(roomiest: clubs[0], in: rivals), managed: clubs[0])
        #expect(outcome.players.first { $0.id == rival.id }?.teamId != clubs[0])
    }

    @Test("without the clubs' money nobody moves")
    func noMoneyNoMoves() {
        let everyone = players(star: star.id)
        #expect(sign(everyone, budgets: [:]).players == everyone)
    }
}
