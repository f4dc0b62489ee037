import GameModels

/// What a side's players on the pitch add up to: how well it attacks and defends (on the ratings scale),
/// its formation's lean, and how many players short of eleven it is.
struct SideStrength: Sendable, Equatable {
    let attack: Double
    let defence: Double
    /// Goals the side's shape adds to its own attack (above 1: more forwards).
    let attackLean: Double
    /// Goals the side's shape lets the opponent score (below 1: more defenders).
    let concedeLean: Double
    let playersShort: Int

    /// Strength of the players `onPitch` (numbers on `sheet`) standing in `lines` (parallel).
    init(sheet: TeamSheet, onPitch: [Int], lines: [PitchLine]) {
        let midfield = Self.mean(of: .midfield, sheet: sheet, onPitch: onPitch, lines: lines)
        attack = 0.65 * Self.mean(of: .attack, sheet: sheet, onPitch: onPitch, lines: lines) + 0.35 * midfield
        defence = 0.3 * Self.mean(of: .keeper, sheet: sheet, onPitch: onPitch, lines: lines)
            + 0.55 * Self.mean(of: .defence, sheet: sheet, onPitch: onPitch, lines: lines) + 0.15 * midfield
        let shape = sheet.formation.lines
        attackLean = Exponential.exp(0.08 * Double(shape.forwards - 2) + 0.03 * Double(shape.midfielders - 4))
        concedeLean = Exponential.exp(-0.08 * Double(shape.defenders - 4) - 0.03 * Double(shape.midfielders - 4))
        playersShort = max(0, LineUp.startersCount - onPitch.count)
    }

    /// The mean rating of the players in `line`. An emptied line (every forward sent off) is covered by the
    /// rest of the outfield at its out-of-position discount.
    private static func mean(of line: PitchLine, sheet: TeamSheet, onPitch: [Int], lines: [PitchLine]) -> Double {
        var sum = 0.0
        var count = 0
        for slot in onPitch.indices where lines[slot] == line {
            sum += sheet.players[onPitch[slot]].rating(in: line)
            count += 1
        }
        if count == 0 {
            for slot in onPitch.indices where lines[slot] != .keeper {
                sum += sheet.players[onPitch[slot]].rating(in: line)
                count += 1
            }
        }
        return count == 0 ? 0 : sum / Double(count)
    }
}
