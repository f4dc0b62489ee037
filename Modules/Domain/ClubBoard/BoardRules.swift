import GameModels

/// How the board's confidence moves (Modules/DECISIONS.md 26): each result against what the club's strength
/// rank promises, its money every week, the final place against the rank at the season's end. A warning when
/// it falls below `warningLevel`; the sack when it reaches 0 after a warning, never in a job's first weeks.
public enum BoardRules {
    public static let newJobConfidence = 60
    public static let warningLevel = 30
    /// A warning is lifted once confidence is back to this.
    public static let reassuredLevel = 45
    /// No sacking in a new job's first weeks, whatever happens.
    public static let firstWeeks = 8
    public static let range = 0...100

    /// Points a match the board expects, in tenths: 2.0 from the strongest club, 0.8 from the weakest.
    public static func expectedPointsTenths(rank: Int, of clubs: Int) -> Int {
        guard clubs > 1 else { return 14 }
        return 20 - 12 * (rank - 1) / (clubs - 1)
    }

    /// Twice the points above or below expectation, to the nearest whole: a favourite's defeat costs 4, an
    /// underdog's win earns 4.
    public static func resultMove(points: Int, rank: Int, of clubs: Int) -> Int {
        rounded(tenths: (points * 10 - expectedPointsTenths(rank: rank, of: clubs)) * 2)
    }

    /// One point lost each week in debt, and one each week the wage bill is over a tenth above the budget.
    public static func moneyMove(balance: Int, weeklyWageBill: Int, weeklyWageBudget: Int) -> Int {
        (balance < 0 ? -1 : 0) + (weeklyWageBill * 10 > weeklyWageBudget * 11 ? -1 : 0)
    }

    /// Forty points across the whole table: two a place in a division of 20, at most 20 either way.
    public static func seasonMove(position: Int, rank: Int, of clubs: Int) -> Int {
        ((rank - position) * 40 / max(clubs, 1)).clamped(to: -20...20)
    }

    /// A season a quarter of the table above expectation (three places at least), or a title nobody expected.
    public static func isStrongSeason(position: Int, rank: Int, of clubs: Int) -> Bool {
        rank - position >= max(3, clubs / 4) || (position == 1 && rank > 1)
    }

    public static func afterMatchDay(_ state: BoardState, _ week: BoardWeek) -> BoardVerdict {
        let result = week.points.map { resultMove(points: $0, rank: week.rank, of: week.clubs) } ?? 0
        let money = moneyMove(balance: week.balance, weeklyWageBill: week.weeklyWageBill,
                              weeklyWageBudget: week.budget.weeklyWages)
        var weekOn = state
        weekOn.weeksInJob += state.sacked ? 0 : 1
        return judge(weekOn, move: result + money, warnedBefore: state.warned)
    }

    public static func afterSeason(_ state: BoardState, position: Int, rank: Int, of clubs: Int) -> BoardVerdict {
        judge(state, move: seasonMove(position: position, rank: rank, of: clubs), warnedBefore: state.warned)
    }

    /// Moves confidence and decides: a sacked coach is judged no more; the sack needs a warning given before.
    private static func judge(_ state: BoardState, move: Int, warnedBefore: Bool) -> BoardVerdict {
        guard !state.sacked else { return BoardVerdict(state: state, event: nil) }
        var next = state
        next.confidence = (state.confidence + move).clamped(to: range)
        if next.warned, next.confidence >= reassuredLevel { next.warned = false }
        if next.confidence == range.lowerBound, warnedBefore, next.weeksInJob > firstWeeks {
            next.sacked = true
            return BoardVerdict(state: next, event: .sack)
        }
        if !next.warned, next.confidence < warningLevel {
            next.warned = true
            return BoardVerdict(state: next, event: .warning)
        }
        return BoardVerdict(state: next, event: nil)
    }

    private static func rounded(tenths: Int) -> Int {
        tenths >= 0 ? (tenths + 5) / 10 : -((-tenths + 5) / 10)
    }
}
