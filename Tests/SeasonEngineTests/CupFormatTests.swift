import GameModels
@testable import SeasonEngine
import Testing

@Suite("The cup: format, draw and calendar")
struct CupFormatTests {
    /// Pyramids of 40 to 120 clubs: four tiers of every size from 10 to 30, and some of three and five tiers.
    static let pyramids: [[Int]] = (10...30).map { [$0, $0, $0, $0] }
        + [[16, 18, 20, 20], [20, 24, 24, 24], [20, 20, 20], [12, 12, 16, 16, 20], [16, 16, 18, 18, 20], [24, 24]]

    static func entrants(_ sizes: [Int]) -> [CupEntrant] {
        sizes.enumerated().flatMap { tier, count in
            (0..<count).map { CupEntrant(teamId: "t\(tier + 1)-\(String(format: "%02d", $0))", tier: tier + 1) }
        }
    }

    /// Every round drawn with random winners: the pools and draws of a whole cup.
    static func wholeCup(_ format: CupFormat, seed: UInt64) -> [(pool: [CupEntrant], round: CupDraw.Round)] {
        var rounds: [(pool: [CupEntrant], round: CupDraw.Round)] = []
        var rng = SeededRandomNumberGenerator(seed: seed)
        var previous: CupDraw.Round?
        for number in 1...format.rounds {
            let pool = CupDraw.pool(round: number, format: format, previous: previous)
            let drawn = CupDraw.draw(year: 2026, round: number, format: format, pool: pool, worldSeed: seed)
            let played = CupDraw.Round(ties: drawn.ties.map { tie in
                let homeWins = Bool.random(using: &rng)
                return CupTie(id: tie.id, year: tie.year, round: tie.round, homeTeamId: tie.homeTeamId,
                              awayTeamId: tie.awayTeamId, homeTier: tie.homeTier, awayTier: tie.awayTier,
                              neutralGround: tie.neutralGround, homeGoals: homeWins ? 1 : 0, awayGoals: homeWins ? 0 : 1)
            }, byes: drawn.byes)
            rounds.append((pool, played))
            previous = played
        }
        return rounds
    }

    @Test("every club is drawn once a round or has a bye; byes only in round 1, to its highest tiers; a final of two")
    func drawIsSound() {
        for sizes in Self.pyramids {
            let entrants = Self.entrants(sizes)
            let format = CupFormat(entrants: entrants)
            let rounds = Self.wholeCup(format, seed: UInt64(sizes.reduce(0, +)))
            var main = 1
            while main * 2 <= entrants.count { main *= 2 }
            #expect(format.fieldAfter.last == 1, "\(sizes)")
            #expect(format.rounds <= 11, "\(sizes): \(format.rounds) rounds")
            for (index, (pool, round)) in rounds.enumerated() {
                let number = index + 1
                let drawn = round.ties.flatMap(\.teamIds) + round.byes
                #expect(drawn.sorted() == pool.map(\.teamId).sorted(), "\(sizes) round \(number): each club once")
                #expect(pool.count - round.ties.count == format.fieldAfter[index], "\(sizes) round \(number)")
                if number > 1 { #expect(round.byes.isEmpty, "\(sizes) round \(number) has byes") }
                let tiers = Dictionary(uniqueKeysWithValues: pool.map { ($0.teamId, $0.tier) })
                let byeTiers = round.byes.compactMap { tiers[$0] }
                let playingTiers = round.ties.flatMap { [$0.homeTier, $0.awayTier] }
                if let lowestBye = byeTiers.max(), let highestPlaying = playingTiers.min() {
                    #expect(lowestBye <= highestPlaying, "\(sizes) round \(number): a bye for a lower tier")
                }
                #expect(round.ties.allSatisfy { $0.neutralGround == (number == format.rounds) })
            }
            // From the round where the field is a power of two every club is in and each round halves it.
            let mainRound = format.rounds - main.trailingZeroBitCount
            #expect(rounds[mainRound].pool.count == main, "\(sizes)")
            #expect((1...mainRound + 1).flatMap { format.entering(round: $0) }.count == format.entrants.count)
            #expect(format.fieldAfter[mainRound...] == ArraySlice((0..<main.trailingZeroBitCount).map { main >> ($0 + 1) }))
            #expect(rounds.last?.round.ties.count == 1)
        }
    }

    @Test("the top two tiers join late, the FA Cup way, where that costs at most one round more")
    func topTiersJoinLate() {
        let faCup = CupFormat(entrants: Self.entrants([20, 24, 24, 56]))
        // 124 clubs: 80 below the top two tiers play two rounds down to 20, the 44 join at 64.
        #expect(faCup.fieldAfter == [40, 20, 32, 16, 8, 4, 2, 1])
        #expect(faCup.entering(round: 3).count == 44 && faCup.entering(round: 1).count == 80)
        let ours = CupFormat(entrants: Self.entrants([16, 18, 20, 20]))
        #expect(ours.entering(round: 2).map(\.tier).allSatisfy { $0 <= 2 } && ours.entering(round: 2).count == 34)
        #expect(ours.rounds == 7 && ours.roundName(7) == "Final" && ours.roundName(5) == "Quarter-finals")
        let big = CupFormat(entrants: Self.entrants([30, 30, 30, 30]))
        #expect(big.entering(round: 1).allSatisfy { $0.tier > 1 }, "only the top tier joins late at 120 clubs")
        #expect(big.rounds == 8)
        let even = CupFormat(entrants: Self.entrants([16, 16, 16, 16]))
        #expect(even.entering(round: 1).count == 64 && even.rounds == 6, "64 clubs: everyone in round 1")
    }

    @Test("the draw is the seed's: the same every time, another one next season")
    func drawIsSeeded() {
        let format = CupFormat(entrants: Self.entrants([16, 18, 20, 20]))
        let pool = CupDraw.pool(round: 1, format: format, previous: nil)
        let first = CupDraw.draw(year: 2026, round: 1, format: format, pool: pool, worldSeed: 9)
        #expect(first == CupDraw.draw(year: 2026, round: 1, format: format, pool: pool.reversed(), worldSeed: 9))
        #expect(first != CupDraw.draw(year: 2027, round: 1, format: format, pool: pool, worldSeed: 9))
        #expect(first.ties.count == 10 && first.byes.count == 20)
    }

    @Test("rounds fall midweek after league days, in order, the final before the last league day")
    func calendar() {
        for weeks in [30, 34, 38, 46] {
            for rounds in 5...11 {
                let days = (1...rounds).map { CupCalendar.matchDay(beforeRound: $0, rounds: rounds, weeks: weeks) }
                #expect(zip(days, days.dropFirst()).allSatisfy { $0 < $1 }, "\(weeks) weeks, \(rounds) rounds")
                #expect(days.allSatisfy { (1..<weeks).contains($0) })
                #expect(days.enumerated().allSatisfy {
                    CupCalendar.round(afterMatchDay: $0.element, rounds: rounds, weeks: weeks) == $0.offset + 1
                })
            }
        }
    }
}
