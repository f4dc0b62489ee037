import GameModels

/// Every player who took part, with a match rating: 6.63 for an ordinary game (real ratings average about 6.6), up
/// for goals, assists, a clean sheet (keepers and defenders) and a win, down for cards, a heavy defeat and a loss;
/// a player better than the others on the pitch in the line he played stands out, a weaker one fades; plus a
/// little noise.
enum PerformanceRater {
    static let base = 6.63
    static let range = 3.0...10.0
    /// Rating per point of a player's level in his line above the average of everyone who played.
    static let levelWeight = 0.015

    /// `finalMinute`: 90, or 120 after extra time.
    static func performances(of sides: [SideState], actions: PlayerActionsTable, goals: [Int], finalMinute: Int,
                             using rng: inout SeededRandomNumberGenerator) -> [PlayerPerformance] {
        // The line each player played last (nil: he did not play), home side first, found once: the level of
        // everyone who played sets the average each player is rated against. The sides are read in place, as a
        // copy of one would retain every array it holds.
        var lastLines: [PitchLine?] = []
        lastLines.reserveCapacity(sides.indices.reduce(0) { $0 + sides[$1].ledger.count })
        var levels = 0.0
        var playedCount = 0
        for index in sides.indices {
            for number in sides[index].ledger.indices {
                let line = sides[index].lastLine(of: number)
                lastLines.append(line)
                if let line {
                    levels += sides[index].sheet.players[number].rating(in: line)
                    playedCount += 1
                }
            }
        }
        let average = levels / Double(max(1, playedCount))
        var performances: [PlayerPerformance] = []
        performances.reserveCapacity(playedCount)
        var flat = 0
        for index in sides.indices {
            let sheet = sides[index].sheet
            let scored = goals[index]
            let conceded = goals[1 - index]
            for number in sides[index].ledger.indices {
                let line = lastLines[flat]
                flat += 1
                let ledger = sides[index].ledger[number]
                guard let start = ledger.startMinute else { continue }
                let player = sheet.players[number]
                // A clean sheet or a hiding counts for the line he played, not the one he was born to.
                let position = (line ?? player.natural).position
                let level = line.map { player.rating(in: $0) } ?? average
                let rating = base + contribution(of: ledger) + contribution(of: actions[index, number])
                    + resultEffect(scored: scored, conceded: conceded)
                    + defensiveEffect(position: position, conceded: conceded) + (rng.unit() - 0.5) * 1.2
                    + levelWeight * (level - average)
                performances.append(PlayerPerformance(
                    playerId: sheet.playerId(number), teamId: sheet.teamId, started: start == 0,
                    minutesPlayed: ledger.minutesPlayed(finalMinute: finalMinute), goals: ledger.goals,
                    assists: ledger.assists, yellowCards: ledger.yellowCards, redCards: ledger.redCards,
                    injured: ledger.injured,
                    rating: (min(max(rating, range.lowerBound), range.upperBound) * 10).rounded() / 10,
                    line: line?.position))
            }
        }
        return performances
    }

    private static func contribution(of ledger: PlayerLedger) -> Double {
        Double(ledger.goals) * 1.0 + Double(ledger.assists) * 0.6
            - Double(ledger.yellowCards) * 0.3 - Double(ledger.redCards) * 1.5
    }

    /// What the tally counted: a shot that tests the keeper, a save or a block lifts a player; a wasted shot, a
    /// foul and an offside cost a little. Centred so an ordinary match's player keeps `base`.
    private static func contribution(of actions: PlayerActions) -> Double {
        Double(actions.shotsSaved) * 0.15 - Double(actions.shotsWasted) * 0.05 + Double(actions.stops) * 0.12
            - Double(actions.fouls) * 0.08 - Double(actions.offsides) * 0.05
    }

    private static func resultEffect(scored: Int, conceded: Int) -> Double {
        scored > conceded ? 0.4 : scored < conceded ? -0.4 : 0
    }

    /// Keepers and defenders answer for the goals against: a clean sheet lifts them, a hiding sinks them.
    private static func defensiveEffect(position: Position, conceded: Int) -> Double {
        let (cleanSheet, perGoalBeyondTwo) = switch position {
        case .goalkeeper: (0.9, 0.35)
        case .defender: (0.5, 0.2)
        case .midfielder, .forward: (0.0, 0.1)
        }
        return conceded == 0 ? cleanSheet : -Double(max(0, conceded - 2)) * perGoalBeyondTwo
    }
}
