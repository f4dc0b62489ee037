@testable import HeadlessCommands
import Foundation
import Testing

/// `simulate`: one season of a fresh world, as text and as the JSON the issue fixes.
@Suite struct HeadlessSimulationTests {
    /// Simulated once for the suite: a season takes a second or two in a debug build.
    private static let output = (try? HeadlessSimulation.run(seed: 11, seasons: 1, json: true)) ?? ""

    private let json = (try? JSONSerialization.jsonObject(with: Data(output.utf8))) as? [String: Any] ?? [:]

    @Test func jsonHasExactlyTheIssuesKeys() throws {
        #expect(Set(json.keys) == ["seed", "seasons", "matches", "goalsPerMatch", "homeGoalsPerMatch",
                                        "awayGoalsPerMatch", "homeWinShare", "drawShare", "awayWinShare",
                                        "scorelines", "tables", "health", "champions", "promoted", "relegated",
                                        "finances", "transfers", "matchStats", "cups"])
        let health = try #require((json["health"] as? [[String: Any]])?.first)
        #expect(Set(health.keys).isSuperset(of: ["season", "tier", "meanOverall", "p10Overall", "p90Overall", "meanAge",
                                                 "u21Share", "maxAge", "minSquad", "maxSquad", "retirements",
                                                 "medianRetirementAge", "youthIntake", "freeAgents",
                                                 "squadTurnover"]))
        #expect(json["seed"] as? Int == 11)
        #expect(json["seasons"] as? Int == 1)
    }

    /// One `Champion` for every listing: `simulate`, `history` and `advance` write the same keys.
    @Test func championsAreEachTablesLeaderWithTheSharedKeys() throws {
        let champions = try #require(json["champions"] as? [[String: Any]])
        let tables = try #require(json["tables"] as? [[String: Any]])
        #expect(champions.count == tables.count && !champions.isEmpty)
        for (champion, table) in zip(champions, tables) {
            #expect(Set(champion.keys) == ["year", "tier", "division", "club", "points"])
            #expect(champion["year"] as? Int == table["year"] as? Int)
            #expect(champion["tier"] as? Int == table["division"] as? Int)
            #expect(champion["club"] as? String == (table["clubs"] as? [String])?.first)
            #expect(champion["points"] as? Int == (table["points"] as? [Int])?.first)
        }
    }

    @Test func figuresAddUp() throws {
        let matches = try #require(json["matches"] as? Int)
        let (goals, home, away) = (json["goalsPerMatch"] as? Double ?? 0, json["homeGoalsPerMatch"] as? Double ?? 0,
                                   json["awayGoalsPerMatch"] as? Double ?? 0)
        #expect(abs(goals - home - away) < 1e-9)
        let shares = ["homeWinShare", "drawShare", "awayWinShare"].compactMap { json[$0] as? Double }
        #expect(shares.count == 3 && abs(shares.reduce(0, +) - 1) < 1e-9)
        // A pyramid season: every club of every division twice against every other.
        let tables = try #require(json["tables"] as? [[String: Any]])
        let fixtures = tables.compactMap { $0["points"] as? [Int] }.map { $0.count * ($0.count - 1) }.reduce(0, +)
        #expect(matches == fixtures)
    }

    @Test func matchStatsAreEachTiersNumbersAndAddUpToTheSeasonsMatches() throws {
        let rows = try #require(json["matchStats"] as? [[String: Any]])
        #expect(rows.map { $0["tier"] as? Int } == [1, 2, 3, 4])
        for row in rows {
            #expect(Set(row.keys) == ["year", "tier", "matches", "shots", "shotsOnTarget", "corners", "fouls",
                                      "yellowCards", "redCards", "homePossession", "goalsPerShot"])
            let (shots, onTarget) = (row["shots"] as? Double ?? 0, row["shotsOnTarget"] as? Double ?? 0)
            #expect(shots > 8 && shots < 18 && onTarget > 2 && onTarget < shots, "\(row)")
            let scored = row["goalsPerShot"] as? Double ?? 0
            #expect(scored > 0.07 && scored < 0.15, "\(row)")
            #expect((40.0...65.0).contains(row["homePossession"] as? Double ?? 0), "\(row)")
        }
        #expect(rows.compactMap { $0["matches"] as? Int }.reduce(0, +) == json["matches"] as? Int)
    }

    @Test func theSeasonsCupIsEveryTieToTheFinalWithTheIssuesKeys() throws {
        let cups = try #require(json["cups"] as? [[String: Any]])
        let cup = try #require(cups.first)
        #expect(cups.count == 1 && Set(cup.keys) == ["year", "winner", "ties"])
        let ties = try #require(cup["ties"] as? [[String: Any]])
        for tie in ties {
            #expect(Set(tie.keys) == ["round", "home", "away", "homeTier", "awayTier", "homeGoals", "awayGoals",
                                      "extraTime", "penalties", "winner"])
            let (home, away) = (tie["homeGoals"] as? Int ?? -1, tie["awayGoals"] as? Int ?? -1)
            let penalties = tie["penalties"] as? [String: Int]
            // Level after extra time, and only then, a shootout; the winner is the side ahead in goals or kicks.
            #expect((penalties != nil) == (home == away), "\(tie)")
            #expect(penalties == nil || tie["extraTime"] as? Bool == true)
            let homeWon = home > away || (penalties.map { $0["home"] ?? 0 > $0["away"] ?? 0 } ?? false)
            #expect(tie["winner"] as? String == tie[homeWon ? "home" : "away"] as? String, "\(tie)")
        }
        // Every round halves the field to one club: as many ties as clubs less one.
        let tables = try #require(json["tables"] as? [[String: Any]])
        let clubs = tables.compactMap { ($0["clubs"] as? [String])?.count }.reduce(0, +)
        #expect(ties.count == clubs - 1)
        #expect(cup["winner"] as? String == ties.last?["winner"] as? String)
    }

    @Test func scorelinesAreEveryOneSeenMostFrequentFirst() throws {
        let scorelines = try #require(json["scorelines"] as? [[String: Any]])
        let shares = scorelines.compactMap { $0["share"] as? Double }
        #expect(shares.count == scorelines.count)
        #expect(shares == shares.sorted(by: >))
        #expect(abs(shares.reduce(0, +) - 1) < 1e-9)
        #expect(scorelines.allSatisfy { Set($0.keys) == ["home", "away", "share"] })
    }

    @Test func tablesListPointsChampionFirst() throws {
        let tables = try #require(json["tables"] as? [[String: Any]])
        #expect(tables.map { $0["division"] as? Int } == [1, 2, 3, 4])
        for table in tables {
            #expect(Set(table.keys) == ["season", "year", "division", "clubs", "points"])
            let points = table["points"] as? [Int] ?? []
            #expect(!points.isEmpty && points == points.sorted(by: >))
        }
    }

    @Test func financesReportEveryTierWithinTheRealBands() throws {
        let finances = try #require(json["finances"] as? [[String: Any]])
        #expect(finances.allSatisfy { Set($0.keys) == ["season", "tier", "wageToRevenue", "medianBalance"] })
        #expect(finances.map { $0["tier"] as? Int } == [1, 2, 3, 4])
        #expect(finances.allSatisfy { $0["season"] as? Int == 1 && $0["medianBalance"] is Int })
        let ratios = finances.compactMap { $0["wageToRevenue"] as? Double }
        // One season of one world: the lower tiers sit at the top of decision 21's 70–100 % (decision 29), so a
        // season may end a few points over it (seed 11: 100.6 % and 101.1 %); CalibrationTests and MarketWorldTests
        // hold the bands themselves over three worlds and fifty seasons.
        let bands: [ClosedRange<Double>] = [0.55...0.75, 0.90...1.25, 0.70...1.05, 0.70...1.05]
        #expect(ratios.count == 4 && zip(ratios, bands).allSatisfy { $1.contains($0) }, "\(ratios)")
    }

    @Test func transfersReportTheSeasonsMovesAndFees() throws {
        let transfers = try #require(json["transfers"] as? [[String: Any]])
        #expect(transfers.count == 1)
        let season = try #require(transfers.first)
        #expect(Set(season.keys) == ["season", "count", "medianFee", "maxFee"])
        let (count, median, largest) = (season["count"] as? Int ?? 0, season["medianFee"] as? Int ?? 0,
                                        season["maxFee"] as? Int ?? 0)
        #expect(count > 0 && median > 0 && largest >= median)
    }

    @Test func textLeadsWithTheWorldAndTheGoalRateAndShowsTheFinancesAndTheMatchStatistics() throws {
        let text = try HeadlessSimulation.run(seed: 11, seasons: 1, json: false)
        let lines = text.split(separator: "\n")
        #expect(lines.first?.hasPrefix("World 11: 1 season, ") == true)
        #expect(lines.dropFirst().first?.hasPrefix("Goals per match   ") == true)
        #expect(lines.contains("Champions' points by season and division:"))
        let transfers = try #require(lines.firstIndex(of: "Transfers between clubs:"))
        #expect(lines[transfers + 2].hasPrefix("  season 1 ") && lines[transfers + 2].contains("£"))
        let finances = try #require(lines.firstIndex(of: "Finances by tier:"))
        let rows = lines[(finances + 2)...].prefix { $0.hasPrefix("  season ") }
        #expect(rows.count == 4)
        #expect(lines.contains("Match statistics by tier (per team a match, cards per match):"))
        #expect(rows.allSatisfy { $0.hasPrefix("  season 1 ") && $0.contains("%") && $0.contains("£") })
        #expect(try HeadlessSimulation.run(seed: 11, seasons: 1, json: false) == text)
    }
}
