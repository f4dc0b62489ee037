import Foundation
import GameModels
import SeasonEngine

/// `simulate`'s cup lines: each season's final and the lower-tier clubs that went through, by tiers between them,
/// beside the FA Cup's (`--json` has every tie).
enum SimulationCupText {
    static func lines(_ cups: [SimulatedCup]) -> [String] {
        guard !cups.isEmpty else { return [] }
        var lines = ["\(CupNames.cup), finals:"]
        for cup in cups {
            guard let final = cup.ties.last, let winner = cup.winner, let home = final.homeGoals,
                  let away = final.awayGoals else {
                lines.append("  \(cup.year)  not played to the end")
                continue
            }
            lines.append("  \(cup.year)  \(final.home) \(home)–\(away) \(final.away)\(suffix(final)): \(winner)")
        }
        let ties = cups.flatMap(\.ties)
        let shares = (1...3).map { gap -> String in
            let apart = ties.filter { abs($0.homeTier - $0.awayTier) == gap }
            let lower = apart.filter { ($0.homeTier > $0.awayTier ? $0.home : $0.away) == $0.winner }
            return "\(gap) apart \(percent(lower.count, of: apart.count))"
        }
        lines.append("  lower tier through: " + shares.joined(separator: ", ") + "  (FA Cup: 31.8 %, 26.3 %, 14.6 %)")
        lines.append("  extra time \(percent(ties.filter(\.extraTime).count, of: ties.count)), penalties "
                     + "\(percent(ties.filter { $0.penalties != nil }.count, of: ties.count)) of \(ties.count) ties")
        return lines
    }

    /// How a tie was settled, as every listing says it (`CupTie.settlement`), the winner's kicks first.
    static func suffix(_ tie: SimulatedCup.Tie) -> String {
        if let penalties = tie.penalties {
            return " after extra time, \(max(penalties.home, penalties.away))–\(min(penalties.home, penalties.away))"
                + " on penalties"
        }
        return tie.extraTime ? " after extra time" : ""
    }

    private static func percent(_ count: Int, of total: Int) -> String {
        total == 0 ? "–" : String(format: "%.1f %%", Double(count) * 100 / Double(total))
    }
}
