import GameModels
import MatchEngine
import Testing

/// League-wide figures over many matches between clubs of the same division, against the long-run
/// figures of four European top flights (2000–2019).
@Suite("Realism")
struct RealismTests {
    struct Figures {
        var matches = 0
        var homeGoals = 0
        var awayGoals = 0
        var homeWins = 0
        var draws = 0
        var awayWins = 0
        var goallessDraws = 0
        var blowouts = 0
        /// Matches between clubs whose best elevens differ by four points or more.
        var mismatches = 0
        var strongerWins = 0
        var weakerWins = 0

        func share(_ count: Int) -> Double { Double(count) / Double(matches) }
    }

    static let figures: Figures = {
        let engine = MatchEngine()
        var figures = Figures()
        var rng = SeededRandomNumberGenerator(seed: 20_260_801)
        for division in GeneratedSides.byDivision {
            let strength = division.map { TeamStrength.rating(of: $0.squad) }
            for _ in 0..<1_200 {
                let home = Int(rng.next() % UInt64(division.count))
                let away = (home + 1 + Int(rng.next() % UInt64(division.count - 1))) % division.count
                let report = engine.playFast(matchId: "m", home: division[home], away: division[away], seed: rng.next())
                figures.add(report, strengthGap: strength[home] - strength[away])
            }
        }
        return figures
    }()

    @Test("goals per match 2.4–2.9, about 1.5 at home and 1.15 away")
    func goals() {
        let figures = Self.figures
        let perMatch = Double(figures.homeGoals + figures.awayGoals) / Double(figures.matches)
        #expect((2.5...2.8).contains(perMatch), "\(perMatch)")
        #expect(abs(figures.share(figures.homeGoals) - 1.5) < 0.1, "\(figures.share(figures.homeGoals))")
        #expect(abs(figures.share(figures.awayGoals) - 1.15) < 0.1, "\(figures.share(figures.awayGoals))")
    }

    @Test("home, draw and away within three points of 46, 26 and 28 per cent")
    func results() {
        let figures = Self.figures
        #expect(abs(figures.share(figures.homeWins) - 0.46) < 0.03, "\(figures.share(figures.homeWins))")
        #expect(abs(figures.share(figures.draws) - 0.26) < 0.03, "\(figures.share(figures.draws))")
        #expect(abs(figures.share(figures.awayWins) - 0.28) < 0.03, "\(figures.share(figures.awayWins))")
    }

    @Test("0-0 in 6–10 per cent of matches, margins of six or more under half a per cent")
    func extremes() {
        let figures = Self.figures
        let goalless = figures.share(figures.goallessDraws)
        #expect((0.065...0.095).contains(goalless), "\(goalless)")
        #expect(figures.share(figures.blowouts) < 0.004, "\(figures.share(figures.blowouts))")
    }

    @Test("ten goals or more in at most 2 matches in 10,000, as in the Premier League's 12,000")
    func theTailOfTheScores() {
        let engine = MatchEngine()
        var rng = SeededRandomNumberGenerator(seed: 745_585)
        let count = 30_000
        var tens = 0
        var most = 0
        for index in 0..<count {
            let division = GeneratedSides.byDivision[index % GeneratedSides.byDivision.count]
            let home = Int(rng.next() % UInt64(division.count))
            let away = (home + 1 + Int(rng.next() % UInt64(division.count - 1))) % division.count
            let report = engine.playFast(matchId: "m", home: division[home], away: division[away], seed: rng.next())
            let total = report.homeGoals + report.awayGoals
            if total >= 10 { tens += 1 }
            most = max(most, total)
        }
        #expect(tens * 10_000 <= 2 * count, "\(tens) of \(count) matches had ten goals or more; the most \(most)")
    }

    @Test("the stronger squad wins far more often than the weaker one")
    func strongerWins() {
        let figures = Self.figures
        let strongerShare = Double(figures.strongerWins) / Double(figures.mismatches)
        let weakerShare = Double(figures.weakerWins) / Double(figures.mismatches)
        #expect(figures.mismatches > 500)
        #expect(strongerShare > 0.5, "\(strongerShare)")
        #expect(weakerShare < 0.25, "\(weakerShare)")
    }
}

extension RealismTests.Figures {
    mutating func add(_ report: MatchReport, strengthGap: Int) {
        matches += 1
        homeGoals += report.homeGoals
        awayGoals += report.awayGoals
        let margin = report.homeGoals - report.awayGoals
        if margin > 0 { homeWins += 1 } else if margin < 0 { awayWins += 1 } else { draws += 1 }
        if report.homeGoals + report.awayGoals == 0 { goallessDraws += 1 }
        if abs(margin) >= 6 { blowouts += 1 }
        guard abs(strengthGap) >= 4 else { return }
        mismatches += 1
        if margin * strengthGap > 0 { strongerWins += 1 }
        if margin * strengthGap < 0 { weakerWins += 1 }
    }
}
