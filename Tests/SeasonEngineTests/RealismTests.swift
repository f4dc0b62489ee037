import GameModels
import SeasonEngine
import Testing

/// The realism bar, measured over many simulated seasons: long-run figures of four European top
/// flights (2000–2019) and a table that follows squad strength.
@Suite("Realism over many seasons")
struct RealismTests {
    private let summary = RealismRun.summary

    @Test("enough matches to judge: about ten thousand")
    func sampleSize() {
        #expect(summary.matches > 9_000)
    }

    @Test("2.4 to 2.9 goals a match, more of them at home")
    func goals() {
        #expect(summary.goalsPerMatch >= 2.4 && summary.goalsPerMatch <= 2.9, "goals per match \(summary.goalsPerMatch)")
        #expect(summary.homeGoalsPerMatch > summary.awayGoalsPerMatch)
    }

    @Test("home wins, draws and away wins within 4 points of 46, 26 and 28 %")
    func results() {
        let figures = [(summary.homeWinShare, 0.46), (summary.drawShare, 0.26), (summary.awayWinShare, 0.28)]
        for (share, target) in figures {
            #expect(abs(share - target) <= 0.04, "\(share) against \(target)")
        }
    }

    @Test("0-0 in 6 to 10 % of matches")
    func goalless() {
        #expect(summary.goallessShare >= 0.06 && summary.goallessShare <= 0.10, "0-0 share \(summary.goallessShare)")
    }

    @Test("margins of six goals or more stay under 0.5 %")
    func blowouts() {
        let share = summary.share(ofMarginsOfAtLeast: 6)
        #expect(share < 0.005, "6+ margins \(share)")
    }

    /// Squads are the world's first ones, so only the seasons before they change much count: the first
    /// two (the rollover between them moves few players and a handful of clubs).
    @Test("in every division the stronger half of the squads finishes higher on average")
    func strongerSquadsFinishHigher() {
        let world = TestWorld.world
        for division in world.divisions {
            let clubs = world.teams.filter { $0.divisionId == division.id }.map(\.id)
            let strength = Dictionary(uniqueKeysWithValues: clubs.map {
                ($0, TeamStrength.rating(of: TestWorld.squads[$0] ?? []))
            })
            let byStrength = clubs.sorted { (strength[$0] ?? 0, $1) > (strength[$1] ?? 0, $0) }
            let stronger = Set(byStrength.prefix(clubs.count / 2))
            var positions: (stronger: [Int], weaker: [Int]) = ([], [])
            for season in RealismRun.seasons.prefix(2) {
                for standing in season.standings[division.id] ?? [] {
                    guard strength[standing.teamId] != nil else { continue }
                    if stronger.contains(standing.teamId) {
                        positions.stronger.append(standing.position)
                    } else {
                        positions.weaker.append(standing.position)
                    }
                }
            }
            let mean = { (values: [Int]) in Double(values.reduce(0, +)) / Double(max(1, values.count)) }
            let gap = mean(positions.weaker) - mean(positions.stronger)
            #expect(gap > Double(clubs.count) / 8, "tier \(division.tier): stronger half ahead by \(gap) places")
        }
    }
}
