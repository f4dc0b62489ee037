import GameModels
import MatchEngine
import Testing

/// The engine's counts over many matches between clubs of the same division, against the Premier League
/// 2000–2017 (football-data.co.uk, 6,460 matches).
@Suite("The numbers of a match")
struct MatchStatsRealismTests {
    struct Figures {
        var matches = 0
        var goals = [0, 0]
        var sides: [SideStats] = [SideStats(possession: 0), SideStats(possession: 0)]
        var shotsPerSide: [Int] = []
        var homePossession: [Double] = []
        var goalsBeyondShotsOnTarget = 0

        func perSide(_ value: KeyPath<SideStats, Int>) -> Double {
            Double(sides[0][keyPath: value] + sides[1][keyPath: value]) / Double(2 * matches)
        }

        func perMatch(_ value: KeyPath<SideStats, Int>) -> Double { 2 * perSide(value) }

        func percentile(_ share: Double) -> Int {
            shotsPerSide.sorted()[Int(Double(shotsPerSide.count - 1) * share)]
        }
    }

    static let figures: Figures = {
        var figures = Figures()
        var rng = SeededRandomNumberGenerator(seed: 20_171_231)
        for division in GeneratedSides.byDivision {
            for _ in 0..<1_500 {
                let home = Int(rng.next() % UInt64(division.count))
                let away = (home + 1 + Int(rng.next() % UInt64(division.count - 1))) % division.count
                let report = MatchEngine().playFast(matchId: "m", home: division[home], away: division[away],
                                                    seed: rng.next())
                figures.add(report)
            }
        }
        return figures
    }()

    @Test("about 12.9 shots per side a match (home 13.5, away 10.5), 7–20 from the 10th to the 90th percentile")
    func shots() {
        let figures = Self.figures
        let home = Double(figures.sides[0].shots) / Double(figures.matches)
        let away = Double(figures.sides[1].shots) / Double(figures.matches)
        print("shots per side \(figures.perSide(\.shots)), home \(home), away \(away), 10th–90th",
              figures.percentile(0.1), figures.percentile(0.9))
        #expect((11.9...13.9).contains(figures.perSide(\.shots)))
        #expect((12.5...14.8).contains(home) && (9.5...11.8).contains(away))
        #expect((6...8).contains(figures.percentile(0.1)) && (18...21).contains(figures.percentile(0.9)))
    }

    @Test("about 4.3 on target per side and 11 % of shots scored; every goal one of the shots on target")
    func shotsOnTarget() {
        let figures = Self.figures
        let scored = Double(figures.goals[0] + figures.goals[1])
            / Double(figures.sides[0].shots + figures.sides[1].shots)
        print("on target \(figures.perSide(\.shotsOnTarget)), scored \(scored)")
        #expect((3.9...4.7).contains(figures.perSide(\.shotsOnTarget)))
        #expect((0.095...0.125).contains(scored))
        #expect(figures.goalsBeyondShotsOnTarget == 0)
    }

    @Test("about 5.5 corners and 11–12 fouls per side, 3.2 yellow and 0.16 red cards a match")
    func setPiecesAndDiscipline() {
        let figures = Self.figures
        print("corners \(figures.perSide(\.corners)), fouls \(figures.perSide(\.fouls)),",
              "yellow \(figures.perMatch(\.yellowCards)), red \(figures.perMatch(\.redCards)),",
              "offsides \(figures.perSide(\.offsides))")
        #expect((5.0...6.0).contains(figures.perSide(\.corners)))
        #expect((10.5...12.5).contains(figures.perSide(\.fouls)))
        #expect((2.8...3.6).contains(figures.perMatch(\.yellowCards)))
        #expect((0.1...0.22).contains(figures.perMatch(\.redCards)))
        #expect((1.5...3).contains(figures.perSide(\.offsides)))
    }

    @Test("the home side has the ball 51.8 % of a match on average, ± 10.2")
    func possession() {
        let shares = Self.figures.homePossession
        let mean = shares.reduce(0, +) / Double(shares.count)
        let spread = (shares.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(shares.count)).squareRoot()
        print("home possession \(mean) ± \(spread)")
        #expect((50.3...53.3).contains(mean))
        #expect((8.7...11.7).contains(spread))
    }
}

extension MatchStatsRealismTests.Figures {
    mutating func add(_ report: MatchReport) {
        guard let stats = report.stats else {
            Issue.record("a match played without its numbers")
            return
        }
        matches += 1
        let scored = [report.homeGoals, report.awayGoals]
        for (side, counted) in stats.sides.enumerated() {
            goals[side] += scored[side]
            sides[side].shots += counted.shots
            sides[side].shotsOnTarget += counted.shotsOnTarget
            sides[side].corners += counted.corners
            sides[side].fouls += counted.fouls
            sides[side].yellowCards += counted.yellowCards
            sides[side].redCards += counted.redCards
            sides[side].offsides += counted.offsides
            shotsPerSide.append(counted.shots)
            if scored[side] > counted.shotsOnTarget || counted.shotsOnTarget > counted.shots {
                goalsBeyondShotsOnTarget += 1
            }
        }
        homePossession.append(Double(stats.home.possession))
    }
}
