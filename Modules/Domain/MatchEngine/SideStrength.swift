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

    /// Strength of the players `onPitch` (numbers on `sheet`) standing in `lines` (parallel) in a formation of
    /// `lean`, each keeping the share `fresh` (by sheet number) of his kick-off rating.
    init(sheet: TeamSheet, onPitch: [Int], lines: [PitchLine], lean: FormationLean, fresh: [Double]) {
        let pitch = Pitch(sheet: sheet, onPitch: onPitch, lines: lines, fresh: fresh)
        let midfield = pitch.mean(of: .midfield)
        attack = 0.65 * pitch.mean(of: .attack) + 0.35 * midfield
        defence = 0.3 * pitch.mean(of: .keeper) + 0.55 * pitch.mean(of: .defence) + 0.15 * midfield
        attackLean = lean.attack
        concedeLean = lean.concede
        playersShort = max(0, LineUp.startersCount - onPitch.count)
    }

    /// The players on the pitch, rated as they are now.
    private struct Pitch {
        let sheet: TeamSheet
        let onPitch: [Int]
        let lines: [PitchLine]
        let fresh: [Double]

        /// The mean rating of the players in `line`. An emptied line (every forward sent off) is covered by
        /// the rest of the outfield at its out-of-position discount.
        func mean(of line: PitchLine) -> Double {
            var sum = 0.0
            var count = 0
            for slot in onPitch.indices where lines[slot] == line {
                sum += rating(slot, in: line)
                count += 1
            }
            if count == 0 {
                for slot in onPitch.indices where lines[slot] != .keeper {
                    sum += rating(slot, in: line)
                    count += 1
                }
            }
            return count == 0 ? 0 : sum / Double(count)
        }

        private func rating(_ slot: Int, in line: PitchLine) -> Double {
            let number = onPitch[slot]
            return sheet.players[number].rating(in: line) * fresh[number]
        }
    }
}
