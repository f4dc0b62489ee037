import GameModels
@testable import SeasonEngine
import Testing
import WorldGenerator

/// The cup against the FA Cup (engsoccerdata, proper rounds 1980–2018, 4,743 ties): how often the lower-tier club
/// goes through by the tiers between them, how many ties need extra time and penalties, how many kicks go in.
@Suite("The cup looks like the FA Cup")
struct CupRealismTests {
    struct Figures {
        var upsets = [Int: (through: Int, ties: Int)]()
        var ties = 0
        var extraTime = 0
        var penalties = 0
        var kicks = 0
        var kicksScored = 0

        func share(ofGap gap: Int) -> Double {
            let entry = upsets[gap] ?? (0, 0)
            return Double(entry.through) / Double(max(1, entry.ties))
        }
    }

    /// Whole cups of three generated worlds, twenty draws each, every tie played by the engine.
    static let figures: Figures = {
        var figures = Figures()
        let runner = MatchDayRunner()
        for worldSeed: UInt64 in [2026, 7, 4242] {
            let world = WorldGenerator().generate(seed: worldSeed)
            let tiers = Dictionary(uniqueKeysWithValues: world.divisions.map { ($0.id, $0.tier) })
            let entrants = world.teams.map { CupEntrant(teamId: $0.id, tier: tiers[$0.divisionId] ?? 1) }
            let squads = Dictionary(grouping: world.players.filter { $0.teamId != nil }) { $0.teamId ?? "" }
            let format = CupFormat(entrants: entrants)
            for year in 2026..<2046 {
                var previous: CupDraw.Round?
                for round in 1...format.rounds {
                    let pool = CupDraw.pool(round: round, format: format, previous: previous)
                    let drawn = CupDraw.draw(year: year, round: round, format: format, pool: pool, worldSeed: worldSeed)
                    let day = runner.play(matchDay: round, pairings: drawn.ties.map(MatchDayRunner.Pairing.init),
                                          squads: squads, clubNames: [:], userTeamId: nil, userLineUp: nil,
                                          worldSeed: worldSeed, restDays: 7, idleClubsServe: false)
                    let played = zip(drawn.ties, day.reports).map { $0.played($1) }
                    for (tie, report) in zip(played, day.reports) { figures.add(tie, report) }
                    previous = CupDraw.Round(ties: played, byes: drawn.byes)
                }
            }
        }
        return figures
    }()

    @Test("lower-tier clubs go through about as often as in the FA Cup, by the tiers between them")
    func giantKillings() {
        let figures = Self.figures
        for gap in figures.upsets.keys.sorted() {
            print("tiers apart \(gap): lower tier through \(figures.upsets[gap]?.through ?? 0) of "
                  + "\(figures.upsets[gap]?.ties ?? 0), \(figures.share(ofGap: gap))")
        }
        // FA Cup: 31.8 % one tier apart, 26.3 % two, 14.6 % three (the pyramid has four tiers).
        #expect((0.27...0.37).contains(figures.share(ofGap: 1)))
        #expect((0.22...0.31).contains(figures.share(ofGap: 2)))
        #expect((0.10...0.20).contains(figures.share(ofGap: 3)))
        #expect(figures.share(ofGap: 1) > figures.share(ofGap: 3))
    }

    @Test("about a quarter of ties need extra time, one in eight penalties; three kicks in four go in")
    func extraTimeAndPenalties() {
        let figures = Self.figures
        let extraTime = Double(figures.extraTime) / Double(figures.ties)
        let penalties = Double(figures.penalties) / Double(figures.ties)
        let kicks = Double(figures.kicksScored) / Double(figures.kicks)
        print("ties \(figures.ties): extra time \(extraTime), penalties \(penalties), kicks scored \(kicks)")
        #expect((0.2...0.3).contains(extraTime))
        #expect((0.09...0.16).contains(penalties))
        #expect((0.73...0.78).contains(kicks))
    }
}

extension CupRealismTests.Figures {
    mutating func add(_ tie: CupTie, _ report: MatchReport) {
        ties += 1
        if tie.extraTime { extraTime += 1 }
        if let shootout = report.shootout {
            penalties += 1
            kicks += shootout.kicks.count
            kicksScored += shootout.kicks.filter { $0.outcome == .scored }.count
        }
        let gap = abs(tie.homeTier - tie.awayTier)
        guard gap > 0, let winner = tie.winnerTeamId else { return }
        let lower = tie.homeTier > tie.awayTier ? tie.homeTeamId : tie.awayTeamId
        var entry = upsets[gap] ?? (0, 0)
        entry.ties += 1
        if winner == lower { entry.through += 1 }
        upsets[gap] = entry
    }
}

/// The same figures over the seasons of the long realism run, where squads have aged, moved and grown apart.
@Suite("The cup over simulated seasons")
struct CupSimulatedSeasonsTests {
    @Test("over eight simulated seasons lower tiers still go through about as often as in the FA Cup")
    func giantKillingsOverSeasons() {
        var through = [Int: (won: Int, ties: Int)]()
        let ties = RealismRun.summary.cups.flatMap(\.ties)
        for tie in ties where tie.homeTier != tie.awayTier {
            let gap = abs(tie.homeTier - tie.awayTier)
            let lower = tie.homeTier > tie.awayTier ? tie.home : tie.away
            var entry = through[gap] ?? (0, 0)
            entry.ties += 1
            if tie.winner == lower { entry.won += 1 }
            through[gap] = entry
        }
        let share = { (gap: Int) in Double(through[gap]?.won ?? 0) / Double(max(1, through[gap]?.ties ?? 0)) }
        for gap in through.keys.sorted() {
            print("simulated seasons, tiers apart \(gap): \(through[gap]?.won ?? 0) of \(through[gap]?.ties ?? 0), \(share(gap))")
        }
        print("simulated seasons: \(ties.count) ties, extra time \(Double(ties.filter(\.extraTime).count) / Double(ties.count)), "
              + "penalties \(Double(ties.filter { $0.penalties != nil }.count) / Double(ties.count))")
        #expect(RealismRun.summary.cups.allSatisfy { $0.winner != nil })
        // FA Cup 31.8 %, 26.3 %, 14.6 %; a few hundred ties, so the bands are wide.
        #expect((0.24...0.40).contains(share(1)))
        #expect((0.15...0.35).contains(share(2)))
        #expect((0.05...0.25).contains(share(3)))
    }
}
